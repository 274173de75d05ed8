// The gallery target: this folder's JSON specs, embedded into the code by SwiftPM
// (`resources: [.embedInCode(…)]` in Package.swift generates `PackageResources`), so that
// `trellis` with no arguments needs no files and the files here stay the single source.

/// The gallery's spec files, as SwiftPM embedded them from `assets/`.
public enum GalleryAssets {
    /// Every embedded spec in gallery order: the asset's file name (without `.json`) and its
    /// text, byte for byte. The seed scenarios come first, then one spec per feature.
    ///
    /// A new asset is added in three places: its `.embedInCode` line in Package.swift, a line
    /// here, and nowhere else; a test fails while a JSON file in `assets/` is missing from
    /// this list.
    public static let all: [(name: String, json: String)] = [
        ("sections", text(PackageResources.sections_json)),
        ("tags", text(PackageResources.tags_json)),
        ("pinterest", text(PackageResources.pinterest_json)),
        ("sticky-headers", text(PackageResources.sticky_headers_json)),
        ("self-sizing", text(PackageResources.self_sizing_json)),
        ("full-span", text(PackageResources.full_span_json)),
        ("item-order", text(PackageResources.item_order_json)),
        ("tag-alignment", text(PackageResources.tag_alignment_json)),
        ("rtl", text(PackageResources.rtl_json)),
        ("grid", text(PackageResources.grid_json)),
        ("backgrounds", text(PackageResources.backgrounds_json)),
        ("horizontal", text(PackageResources.horizontal_json)),
        ("aspect-ratio", text(PackageResources.aspect_ratio_json)),
        ("app-store", text(PackageResources.app_store_json)),
        ("modern-collection-views", text(PackageResources.modern_collection_views_json)),
    ]

    /// The UTF-8 text of an embedded file (the assets are UTF-8; a test checks each byte).
    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
