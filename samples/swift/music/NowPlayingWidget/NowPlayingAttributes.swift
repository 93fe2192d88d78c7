//
//  NowPlayingAttributes.swift
//  NowPlayingWidget
//

import ActivityKit
import Foundation

@available(iOS 16.1, *)
struct NowPlayingAttributes: ActivityAttributes {
    /// The speaker or headphones playing, fixed for the session.
    var device: String
}
