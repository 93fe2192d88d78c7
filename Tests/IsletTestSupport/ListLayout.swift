/// A layout whose lock screen is one text per element of `state.items`, and payloads for it:
/// what the tests of the view limit on a payload's arrays share.
public enum ListLayout {
    public static let json = #"""
    {
      "activity": "ListAttributes",
      "bundleId": "com.example.list",
      "attributes": {},
      "contentState": { "items": { "array": "Int" } },
      "preview": { "at": 786020400, "attributes": {}, "contentState": { "items": [1] } },
      "lockScreen": { "forEach": "state.items", "as": "item", "content": { "text": "{item}" } },
      "dynamicIsland": { "compactLeading": { "text": "L" }, "compactTrailing": { "text": "T" }, "minimal": { "text": "M" } }
    }
    """#

    /// An APNs update at `timestamp` whose content state holds `count` items, one digit each so
    /// 1,500 of them stay within the 4 KB APNs delivers.
    public static func payload(items count: Int, timestamp: Int = 1_764_327_600) -> String {
        let items = (0..<count).map { String($0 % 10) }.joined(separator: ",")
        return #"{"aps": {"timestamp": \#(timestamp), "event": "update", "content-state": {"items": [\#(items)]}}}"#
    }

    /// The warning `render` prints and the previewer logs when `count` items are more than the lock screen shows.
    public static func warning(items count: Int) -> String {
        "forEach shows 1000 of the \(count) elements its data holds; a region shows at most 1000 views"
    }
}
