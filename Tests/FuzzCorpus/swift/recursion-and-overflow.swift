struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var a: [[[[Int: [String: A]]]]]? ; var b: A.ContentState } ; typealias B = B ; var c: B; var d = -; var (e, f): (Int, Int) }
extension A { init(from: Decoder) {} }
enum E: Int { case a = 9223372036854775807, b }
