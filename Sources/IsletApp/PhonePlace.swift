/// The two places a Live Activity shows on a phone: the home screen, where the Dynamic Island
/// shows it (or, on a phone without one, an alert banner), and the lock screen, where its card
/// sits under the clock and the island rests. A phone shows one of them at a time, so the
/// previewer never draws the card and an active island on one phone (DECISIONS.md, "The phone
/// model").
public enum PhonePlace: Equatable, Sendable {
    case home
    case lock

    public var label: String {
        switch self {
        case .home: "home screen"
        case .lock: "lock screen"
        }
    }

    /// The caption under the place's phone.
    var title: String {
        switch self {
        case .home: "Home Screen"
        case .lock: "Lock Screen"
        }
    }

    var other: PhonePlace { self == .home ? .lock : .home }
}
