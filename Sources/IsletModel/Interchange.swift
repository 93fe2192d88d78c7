/// The JSON values, input errors and lowered program moved to IsletInterchange so the
/// `islet-swift` helper links no Foundation; every module that imports IsletModel still sees them
/// under the names it always used (docs/DECISIONS.md, "The helper without Foundation").
@_exported import IsletInterchange
