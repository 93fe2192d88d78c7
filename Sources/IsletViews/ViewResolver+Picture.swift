import IsletCells

extension ViewResolver {
    /// The theme's file of `spec`, decoded before resolving (the caller's `PictureShelf`) and, for
    /// a template, put in the view's colour; a custom symbol drawn as tall as the font's capitals
    /// and descenders (0.85 em) at 3x. A file that cannot be shown is a placeholder naming the
    /// image and saying why, listed under the board as any view islet could not draw; one not
    /// decoded yet is wanted, and the caller resolves again once it is.
    package func picture(_ spec: PictureSpec, style: ResolvedStyle) -> ResolvedView.Content {
        let file = dark ? spec.dark : spec.light
        let foreground = style.foreground
        // A symbol's glyph is as tall as the font's capitals and descenders, however large the
        // font: the raster stops at `longestSymbolSide` and its scale makes up the rest.
        let glyphPoints = style.font.size * 0.85
        let request: PictureRequest = if let contents = spec.contents {
            .bytes(contents, named: file)
        } else if spec.symbol {
            .symbol(file, height: min(PixelImage.longestSymbolSide, max(1, Int(saturating: (glyphPoints * spec.scale).rounded()))))
        } else {
            .file(file)
        }
        switch pictures.outcome(of: request) {
        case .decoded(let pixels)?:
            let scale = spec.symbol && glyphPoints.isFinite && glyphPoints > 0 ? Double(pixels.height) / glyphPoints : spec.scale
            return .picture(ResolvedPicture(name: spec.name, file: file, pixels: spec.template ? pixels.tinted(foreground) : pixels, scale: scale, sizing: spec.sizing))
        case .unshown(let reason)?:
            return .placeholder(name: spec.name, reason: "\(ResolvedPicture.unshown)\(spec.name) is not drawn: \(reason)")
        case nil:
            return .placeholder(name: spec.name, reason: "\(ResolvedPicture.unshown)\(spec.name) is not decoded yet")
        }
    }
}
