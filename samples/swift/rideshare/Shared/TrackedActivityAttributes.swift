//
//  TrackedActivityAttributes.swift
//  Shared
//
//  Every activity the push service can start names its category, so the backend can route
//  push-to-start tokens without knowing the app's types.
//

import ActivityKit

protocol TrackedActivityAttributes: ActivityAttributes {
    static var trackingCategory: String { get }
}

extension TrackedActivityAttributes {
    static var attributesType: String { String(describing: Self.self) }
}
