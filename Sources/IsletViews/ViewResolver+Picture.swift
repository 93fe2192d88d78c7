import IsletPixels

extension ViewResolver {
    /// The theme's file of `spec`, decoded (once a process, `PictureFiles`) and, for a template,
    /// put in the view's colour; a custom symbol drawn as tall as the font's capitals and
    /// descenders (0.85 em) at 3x. A file that cannot be shown is a placeholder naming the image
    /// and saying why, listed under the board as any view islet could not draw.
    func picture(_ spec: PictureSpec, style: ResolvedStyle) -> ResolvedView.Content {
        let file = dark ? spec.dark : spec.light
        let foreground = style.foreground
        let decoded = if let contents = spec.contents {
            PictureFiles.image(of: contents, named: file)
        } else if spec.symbol {
            PictureFiles.symbol(at: file, height: max(1, Int(saturating: (style.font.size * 0.85 * spec.scale).rounded())))
        } else {
            PictureFiles.image(at: file)
        }
        switch decoded {
        case .success(let pixels):
            return .picture(ResolvedPicture(name: spec.name, file: file, pixels: spec.template ? pixels.tinted(foreground) : pixels, scale: spec.scale, sizing: spec.sizing))
        case .failure(let failure):
            return .placeholder(name: spec.name, reason: "\(ResolvedPicture.unshown)\(spec.name) is not drawn: \(failure.description)")
        }
    }
}
