//
//  DownloadAttributes.swift
//  DownloadKit (shared by the app, the widget extension and the server's tests)
//
//  Kept free of ActivityKit so the same file builds everywhere; the widget extension adds the
//  conformance.
//

import Foundation

public struct DownloadAttributes: Codable, Hashable {
    public struct ContentState: Codable, Hashable {
        public var emoji: String
        public var title: String
        /// "1.2 of 1.9 GB · about 2 min left", written by the server.
        public var body: String
        /// nil until the size is known.
        public var progress: Double?

        public init(emoji: String, title: String, body: String, progress: Double? = nil) {
            self.emoji = emoji
            self.title = title
            self.body = body
            self.progress = progress
        }

        public var isComplete: Bool { (progress ?? 0) >= 1 }
    }

    public init() {}
}
