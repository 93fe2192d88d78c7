import IsletCells
import IsletPixels

extension ViewResolver {
    /// The theme's file of `spec`, decoded (once a session, in the caller's `PictureFiles`) and, for a template,
    /// put in the view's colour; a custom symbol drawn as tall as the font's capitals and
    /// descenders (0.85 em) at 3x. A file that cannot be shown is a placeholder naming the image
    /// and saying why, listed under the board as any view islet could not draw.
    package func picture(_ spec: PictureSpec, style: ResolvedStyle) -> ResolvedView.Content {
        let file = dark ? spec.dark : spec.light
        let foreground = style.foreground
        // A symbol's glyph is as tall as the font's capitals and descenders, however large the
        // font: the raster stops at `longestSymbolSide` and its scale makes up the rest.
        let glyphPoints = style.font.size * 0.85
        let decoded = if let contents = spec.contents {
            pictures.image(of: contents, named: file)
        } else if spec.symbol {
            pictures.symbol(at: file, height: min(PixelImage.longestSymbolSide, max(1, Int(saturating: (glyphPoints * spec.scale).rounded()))))
        } else {
            pictures.image(at: file)
        }
        switch decoded {
        case .success(let pixels):
            let scale = spec.symbol && glyphPoints.isFinite && glyphPoints > 0 ? Double(pixels.height) / glyphPoints : spec.scale
            return .picture(ResolvedPicture(name: spec.name, file: file, pixels: spec.template ? pixels.tinted(foreground) : pixels, scale: scale, sizing: spec.sizing))
        case .failure(let failure):
            return .placeholder(name: spec.name, reason: "\(ResolvedPicture.unshown)\(spec.name) is not drawn: \(failure.description)")
        }
    }
}
