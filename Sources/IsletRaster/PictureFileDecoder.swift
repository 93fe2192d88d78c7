import IsletCells
import IsletLayout
import IsletPixels

/// Decodes the pictures layout asks for, before it resolves the views that show them: each
/// from its file (or the bytes a widget read) through the caller's `PictureFiles`, which keeps
/// one decoded while its file is unchanged. Layout's answer to `PictureDecoding`.
struct PictureFileDecoder: PictureDecoding {
    let files: PictureFiles

    func decode(_ requests: [PictureRequest]) -> [PictureRequest: PictureOutcome] {
        var outcomes: [PictureRequest: PictureOutcome] = [:]
        for request in requests {
            let decoded = switch request {
            case .file(let path): files.image(at: path)
            case .symbol(let path, let height): files.symbol(at: path, height: height)
            case .bytes(let bytes, let name): files.image(of: bytes, named: name)
            }
            outcomes[request] = switch decoded {
            case .success(let pixels): .decoded(pixels)
            case .failure(let failure): .unshown(failure.description)
            }
        }
        return outcomes
    }
}
