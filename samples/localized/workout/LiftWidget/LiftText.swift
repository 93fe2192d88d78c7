//
//  LiftText.swift
//  LiftWidget
//

import Foundation

/// The widget's words that are not literal keys: looked up the Foundation way.
enum LiftText {
    /// "Rest" or "Lift", by the mode's key in Localizable.strings.
    static func mode(_ mode: LiftAttributes.Mode) -> String {
        switch mode {
        case .resting: NSLocalizedString("live_activity.mode.resting", comment: "The rest between sets")
        case .lifting: NSLocalizedString("live_activity.mode.lifting", comment: "A set in progress")
        }
    }

    /// "1 rep", "8 reps": a plural rule from Localizable.stringsdict.
    static func reps(_ count: Int) -> String {
        String(format: NSLocalizedString("live_activity.reps", comment: "Repetitions in the set"), count)
    }

    /// The name on the home screen, from Info.plist and InfoPlist.strings.
    static var appName: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "Lift"
    }
}
