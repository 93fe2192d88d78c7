extension CursesBackend {
    /// The terminal's descriptor, readable when a key or a mouse report is waiting, so the
    /// previewer can sleep in `poll` on it together with a payload stream on stdin.
    public var inputDescriptor: Int32? { fd }
}
