//
//  Date+Ferry.swift
//  TidewaterWidget
//

import Foundation

extension Date {
    /// Whole minutes from `now` until this date, never negative.
    func minutesLeft(from now: Date = .now) -> Int {
        max(Int(self.timeIntervalSince(now) / 60), 0)
    }

    /// The interval a countdown runs over, or nil once the date has passed.
    func countdown(from now: Date = .now) -> ClosedRange<Date>? {
        guard self > now else { return nil }
        return now...self
    }
}
