import FoundationEssentials
import IsletProgram

extension LibraryContext {
    /// `TimeZone(identifier:)` (nil for a zone the database lacks, as on the phone),
    /// `TimeZone(secondsFromGMT:)`, `TimeZone(abbreviation: "UTC")`.
    func timeZoneInit(_ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue {
        switch (arguments.first?.label, arguments.first?.value) {
        case ("identifier", .string(let identifier)?):
            if identifier == "UTC" || identifier == "GMT" { return fixedZone(0) }
            return zone(identifier) == nil ? .null : .instance(ScriptInstance(type: "TimeZone", fields: ["identifier": .string(identifier)]))
        case ("secondsFromGMT", .int(let seconds)?):
            return abs(seconds) <= 18 * 3600 ? fixedZone(seconds) : .null
        case ("abbreviation", .string(let name)?) where name == "UTC" || name == "GMT":
            return fixedZone(0)
        default:
            return opaque("TimeZone", "islet makes a time zone only from an identifier, secondsFromGMT or UTC", at: spot)
        }
    }

    /// `TimeZone.current` (the phone's, injected), `.gmt`, `.utc`; nil for another member.
    func timeZoneStatic(_ name: String) -> ScriptValue? {
        switch name {
        case "current", "autoupdatingCurrent": fixedZone(environment.utcOffsetSeconds)
        case "gmt", "utc": fixedZone(0)
        default: nil
        }
    }

    /// A zone at a fixed offset, named as Foundation names it (`GMT`, `GMT+0530`).
    private func fixedZone(_ seconds: Int) -> ScriptValue {
        let hours = abs(seconds) / 3600, minutes = abs(seconds) % 3600 / 60
        let name = seconds == 0 ? "GMT" : "GMT" + (seconds < 0 ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours)" + (minutes < 10 ? "0" : "") + "\(minutes)"
        return .instance(ScriptInstance(type: "TimeZone", fields: ["identifier": .string(name), "fixedOffset": .int(seconds)]))
    }

    /// The zone's offset from UTC at `date`; nil for a value that is not a zone, or a moment
    /// the zone's table does not reach.
    func utcOffset(of value: ScriptValue?, at date: Date) -> Int? {
        guard case .instance(let zone)? = value, zone.type == "TimeZone" else { return nil }
        if case .int(let seconds)? = zone.fields["fixedOffset"] { return seconds }
        guard case .string(let identifier)? = zone.fields["identifier"] else { return nil }
        return self.zone(identifier)?.offset(at: date.timeIntervalSince1970)
    }

    /// `zone.secondsFromGMT()`, `secondsFromGMT(for:)`; nil for another method.
    func timeZoneMethod(_ name: String, of zone: ScriptValue, _ arguments: [ScriptElement], at spot: ScriptSpot) -> ScriptValue? {
        guard name == "secondsFromGMT" else { return nil }
        let date: Date = if case .date(let given)? = arguments.first?.value { given } else { environment.now }
        return utcOffset(of: zone, at: date).map { .int($0) } ?? opaque("secondsFromGMT", "the time zone's table does not reach this date", at: spot)
    }

    /// A zone read once per run from the injected database.
    private func zone(_ identifier: String) -> ZoneInfo? {
        if let known = zones[identifier] { return known }
        let read = environment.timeZones.zone(identifier)
        zones[identifier] = read
        return read
    }
}
