extension Duration {
    /// The duration in seconds, for `Date` arithmetic.
    public var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
