import FoundationEssentials
import IsletViews

extension ScriptActivity {
    /// Every region (lock screen, compact leading and trailing, minimal, the expanded regions,
    /// the Smart Stack's `.small` view)
    /// run with each of `states`, in light and in dark, and the views and modifiers they met
    /// merged: a site drawn by any of these renders counts as drawn (`islet import --coverage`).
    public func sites(drawing states: [ActivityData], at now: Date, utcOffsetSeconds: Int = 0) -> ScriptSites {
        var all = ScriptSites()
        for data in states {
            for dark in [false, true] {
                let environment = ScriptEnvironment(now: now, utcOffsetSeconds: utcOffsetSeconds, dark: dark, appGroup: appGroup)
                for region in ActivityRegion.allCases {
                    all.merge(resolve(region, data: data, environment: environment).sites)
                }
            }
        }
        return all
    }
}
