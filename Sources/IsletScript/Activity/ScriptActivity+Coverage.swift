import FoundationEssentials
import IsletModel
import IsletViews

extension ScriptActivity {
    /// Every region (lock screen, compact leading and trailing, minimal, the expanded regions,
    /// the Smart Stack's `.small` view)
    /// run with each of `states`, in light and in dark, and the views and modifiers they met
    /// merged, with every call they evaluated (`islet import --coverage`). A state is run only
    /// while `budget` holds its every region; how many states ran is returned, so the caller
    /// can say which were left out.
    public func sites(
        drawing states: [ActivityData], at now: Date, utcOffsetSeconds: Int = 0, locale: PhoneLocale = .standard, budget: ScriptBudget = ScriptBudget()
    ) -> (sites: ScriptSites, statesRun: Int) {
        var all = ScriptSites(measuring: true)
        var run = 0
        for data in states {
            guard budget.holdsAnotherRun else { break }
            for dark in [false, true] {
                let environment = ScriptEnvironment(
                    now: now, utcOffsetSeconds: utcOffsetSeconds, dark: dark, appGroup: appGroup, locale: locale, strings: strings
                )
                for region in ActivityRegion.allCases where budget.holdsAnotherRun {
                    all.merge(resolve(region, data: data, environment: environment, budget: budget, measuring: true).sites)
                }
            }
            run += 1
        }
        return (all, run)
    }

    /// The views and modifiers written in the code this configuration reaches, run or not.
    public var reachable: ReachableSites {
        ReachableSites(configuration, index: index)
    }
}
