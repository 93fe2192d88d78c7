#if X
struct T: P {
#else
protocol P: ActivityAttributes {}
#endif
}}}} typealias ContentState = ContentState
