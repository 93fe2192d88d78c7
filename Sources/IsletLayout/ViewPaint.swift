import IsletCells

/// The colours islet picks for views that name none: a divider's separator and a placeholder's
/// box and label. The cells and the vector pictures both take them from here.
public enum ViewPaint {
    /// iOS's separator for a divider on `ground`: a light grey on dark, a dark grey on light.
    public static func separator(on ground: Color) -> Color {
        ground.relativeLuminance < 0.18 ? Color(red: 84, green: 84, blue: 88, opacity: 0.6) : Color(red: 60, green: 60, blue: 67, opacity: 0.29)
    }

    /// A placeholder's box: a faint grey over what is behind it, so it reads as "something goes
    /// here" on any background.
    public static let placeholderTint = Color(hex: 0x8E8E93).withOpacity(0.3)

    /// A bar of `.redacted(reason: .placeholder)`: the view's own colour, faint, as SwiftUI
    /// draws a redacted text or image in its foreground style (docs/DECISIONS.md, "Modifiers drawn, ignored or without a picture").
    public static func redaction(of foreground: Color) -> Color {
        foreground.withOpacity(foreground.opacity * 0.25)
    }

    /// A placeholder's label on its box (`tint`, composited): a grey that stays legible on it.
    public static func placeholderLabel(on tint: Color) -> Color {
        tint.relativeLuminance < 0.18 ? Color(hex: 0xC7C7CC) : Color(hex: 0x3C3C43)
    }
}
