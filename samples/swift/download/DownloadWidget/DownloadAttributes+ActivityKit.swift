//
//  DownloadAttributes+ActivityKit.swift
//  DownloadWidget
//

import ActivityKit

extension DownloadAttributes: ActivityAttributes {}
