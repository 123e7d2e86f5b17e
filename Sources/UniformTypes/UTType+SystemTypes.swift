// The system types Apple's `UTType` offers as constants, each declared in the bundled CoreTypes data.

extension UTType {
    /// A system type by identifier; the identifier is one of the bundled declarations.
    private static func system(_ identifier: String) -> UTType {
        UTType(declaredIdentifier: identifier, registry: .shared)
    }

    /// `public.item`: item.
    public static let item = system("public.item")
    /// `public.content`: content.
    public static let content = system("public.content")
    /// `public.composite-content`: content.
    public static let compositeContent = system("public.composite-content")
    /// `public.disk-image`: disk image.
    public static let diskImage = system("public.disk-image")
    /// `public.data`: data.
    public static let data = system("public.data")
    /// `public.directory`: directory.
    public static let directory = system("public.directory")
    /// `com.apple.resolvable`: resolvable.
    public static let resolvable = system("com.apple.resolvable")
    /// `public.symlink`: symbolic link.
    public static let symbolicLink = system("public.symlink")
    /// `public.executable`: executable.
    public static let executable = system("public.executable")
    /// `com.apple.mount-point`: mount point.
    public static let mountPoint = system("com.apple.mount-point")
    /// `com.apple.alias-file`: alias.
    public static let aliasFile = system("com.apple.alias-file")
    /// `com.apple.bookmark`: bookmark.
    public static let urlBookmarkData = system("com.apple.bookmark")
    /// `public.url`: URL.
    public static let url = system("public.url")
    /// `public.file-url`: file URL.
    public static let fileURL = system("public.file-url")
    /// `public.text`: text.
    public static let text = system("public.text")
    /// `public.plain-text`.
    public static let plainText = system("public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = system("public.utf8-plain-text")
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = system("public.utf16-external-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = system("public.utf16-plain-text")
    /// `public.delimited-values-text`: delimited text values.
    public static let delimitedText = system("public.delimited-values-text")
    /// `public.comma-separated-values-text`: comma-separated values.
    public static let commaSeparatedText = system("public.comma-separated-values-text")
    /// `public.tab-separated-values-text`: tab-separated values.
    public static let tabSeparatedText = system("public.tab-separated-values-text")
    /// `public.utf8-tab-separated-values-text`.
    public static let utf8TabSeparatedText = system("public.utf8-tab-separated-values-text")
    /// `public.rtf`: rich text (RTF).
    public static let rtf = system("public.rtf")
    /// `public.html`: HTML text.
    public static let html = system("public.html")
    /// `public.xml`: XML text.
    public static let xml = system("public.xml")
    /// `public.yaml`: YAML.
    public static let yaml = system("public.yaml")
    /// `public.source-code`: source code.
    public static let sourceCode = system("public.source-code")
    /// `public.assembly-source`: assembly source code.
    public static let assemblyLanguageSource = system("public.assembly-source")
    /// `public.c-source`: C source code.
    public static let cSource = system("public.c-source")
    /// `public.objective-c-source`: Objective-C source code.
    public static let objectiveCSource = system("public.objective-c-source")
    /// `public.swift-source`: Swift Source Code.
    public static let swiftSource = system("public.swift-source")
    /// `public.c-plus-plus-source`: C++ source code.
    public static let cPlusPlusSource = system("public.c-plus-plus-source")
    /// `public.objective-c-plus-plus-source`: Objective-C++ source code.
    public static let objectiveCPlusPlusSource = system("public.objective-c-plus-plus-source")
    /// `public.c-header`: C header code.
    public static let cHeader = system("public.c-header")
    /// `public.c-plus-plus-header`: C++ header code.
    public static let cPlusPlusHeader = system("public.c-plus-plus-header")
    /// `public.script`: script.
    public static let script = system("public.script")
    /// `com.apple.applescript.text`: AppleScript text.
    public static let appleScript = system("com.apple.applescript.text")
    /// `com.apple.applescript.script`: AppleScript.
    public static let osaScript = system("com.apple.applescript.script")
    /// `com.apple.applescript.script-bundle`: Script bundle.
    public static let osaScriptBundle = system("com.apple.applescript.script-bundle")
    /// `com.netscape.javascript-source`: JavaScript.
    public static let javaScript = system("com.netscape.javascript-source")
    /// `public.shell-script`: shell script.
    public static let shellScript = system("public.shell-script")
    /// `public.perl-script`: Perl script.
    public static let perlScript = system("public.perl-script")
    /// `public.python-script`: Python script.
    public static let pythonScript = system("public.python-script")
    /// `public.ruby-script`: Ruby script.
    public static let rubyScript = system("public.ruby-script")
    /// `public.php-script`: PHP script.
    public static let phpScript = system("public.php-script")
    /// `public.make-source`: Makefile.
    public static let makefile = system("public.make-source")
    /// `public.json`: JSON.
    public static let json = system("public.json")
    /// `com.apple.property-list`: property list.
    public static let propertyList = system("com.apple.property-list")
    /// `com.apple.xml-property-list`: XML property list.
    public static let xmlPropertyList = system("com.apple.xml-property-list")
    /// `com.apple.binary-property-list`: binary property list.
    public static let binaryPropertyList = system("com.apple.binary-property-list")
    /// `com.adobe.pdf`: PDF document.
    public static let pdf = system("com.adobe.pdf")
    /// `com.apple.rtfd`: rich text with attachments (RTFD).
    public static let rtfd = system("com.apple.rtfd")
    /// `com.apple.flat-rtfd`: rich text with attachments (RTFD) data.
    public static let flatRTFD = system("com.apple.flat-rtfd")
    /// `com.apple.webarchive`: web archive.
    public static let webArchive = system("com.apple.webarchive")
    /// `public.image`: image.
    public static let image = system("public.image")
    /// `public.jpeg`: JPEG image.
    public static let jpeg = system("public.jpeg")
    /// `public.tiff`: TIFF image.
    public static let tiff = system("public.tiff")
    /// `com.compuserve.gif`: GIF image.
    public static let gif = system("com.compuserve.gif")
    /// `public.png`: PNG image.
    public static let png = system("public.png")
    /// `com.apple.icns`: Apple icon image.
    public static let icns = system("com.apple.icns")
    /// `com.microsoft.bmp`: Windows BMP image.
    public static let bmp = system("com.microsoft.bmp")
    /// `com.microsoft.ico`: Windows icon image.
    public static let ico = system("com.microsoft.ico")
    /// `public.camera-raw-image`: camera raw image.
    public static let rawImage = system("public.camera-raw-image")
    /// `public.svg-image`: SVG image.
    public static let svg = system("public.svg-image")
    /// `com.apple.live-photo`: Live Photo.
    public static let livePhoto = system("com.apple.live-photo")
    /// `public.heif`.
    public static let heif = system("public.heif")
    /// `public.heic`.
    public static let heic = system("public.heic")
    /// `org.webmproject.webp`: WebP Image.
    public static let webP = system("org.webmproject.webp")
    /// `public.3d-content`: 3D Content.
    public static let threeDContent = system("public.3d-content")
    /// `com.pixar.universal-scene-description`: Universal Scene Description.
    public static let usd = system("com.pixar.universal-scene-description")
    /// `com.pixar.universal-scene-description-mobile`: Universal Scene Description Package.
    public static let usdz = system("com.pixar.universal-scene-description-mobile")
    /// `com.apple.reality`: Reality File.
    public static let realityFile = system("com.apple.reality")
    /// `com.apple.scenekit.scene`: SceneKit serialized format.
    public static let sceneKitScene = system("com.apple.scenekit.scene")
    /// `com.apple.arobject`: AR Reference Object.
    public static let arReferenceObject = system("com.apple.arobject")
    /// `public.audiovisual-content`: audiovisual content.
    public static let audiovisualContent = system("public.audiovisual-content")
    /// `public.movie`: movie.
    public static let movie = system("public.movie")
    /// `public.video`: video.
    public static let video = system("public.video")
    /// `public.audio`: audio.
    public static let audio = system("public.audio")
    /// `com.apple.quicktime-movie`: QuickTime movie.
    public static let quickTimeMovie = system("com.apple.quicktime-movie")
    /// `public.mpeg`: MPEG movie.
    public static let mpeg = system("public.mpeg")
    /// `public.mpeg-2-video`: MPEG-2 video.
    public static let mpeg2Video = system("public.mpeg-2-video")
    /// `public.mpeg-2-transport-stream`: MPEG-2 Transport Stream.
    public static let mpeg2TransportStream = system("public.mpeg-2-transport-stream")
    /// `public.mp3`: MP3 audio.
    public static let mp3 = system("public.mp3")
    /// `public.mpeg-4`: MPEG-4 movie.
    public static let mpeg4Movie = system("public.mpeg-4")
    /// `public.mpeg-4-audio`: MPEG-4 audio.
    public static let mpeg4Audio = system("public.mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-audio`: protected MPEG-4 audio.
    public static let appleProtectedMPEG4Audio = system("com.apple.protected-mpeg-4-audio")
    /// `com.apple.protected-mpeg-4-video`: protected MPEG-4 movie.
    public static let appleProtectedMPEG4Video = system("com.apple.protected-mpeg-4-video")
    /// `public.avi`: AVI movie.
    public static let avi = system("public.avi")
    /// `public.aiff-audio`: AIFF audio.
    public static let aiff = system("public.aiff-audio")
    /// `com.microsoft.waveform-audio`: Waveform audio.
    public static let wav = system("com.microsoft.waveform-audio")
    /// `public.midi-audio`: MIDI audio.
    public static let midi = system("public.midi-audio")
    /// `public.playlist`: playlist.
    public static let playlist = system("public.playlist")
    /// `public.m3u-playlist`: M3U Playlist.
    public static let m3uPlaylist = system("public.m3u-playlist")
    /// `public.folder`: folder.
    public static let folder = system("public.folder")
    /// `public.volume`: volume.
    public static let volume = system("public.volume")
    /// `com.apple.package`: Package.
    public static let package = system("com.apple.package")
    /// `com.apple.bundle`: bundle.
    public static let bundle = system("com.apple.bundle")
    /// `com.apple.plugin`: plug-in.
    public static let pluginBundle = system("com.apple.plugin")
    /// `com.apple.metadata-importer`: Spotlight importer.
    public static let spotlightImporter = system("com.apple.metadata-importer")
    /// `com.apple.quicklook-generator`: QuickLook preview generator.
    public static let quickLookGenerator = system("com.apple.quicklook-generator")
    /// `com.apple.xpc-service`: XPC Service.
    public static let xpcService = system("com.apple.xpc-service")
    /// `com.apple.framework`: framework.
    public static let framework = system("com.apple.framework")
    /// `com.apple.application`: application.
    public static let application = system("com.apple.application")
    /// `com.apple.application-bundle`.
    public static let applicationBundle = system("com.apple.application-bundle")
    /// `com.apple.application-and-system-extension`: Application and System Extension.
    public static let applicationExtension = system("com.apple.application-and-system-extension")
    /// `public.unix-executable`: Unix executable.
    public static let unixExecutable = system("public.unix-executable")
    /// `com.microsoft.windows-executable`: Microsoft Windows application.
    public static let exe = system("com.microsoft.windows-executable")
    /// `com.apple.systempreference.prefpane`: System Preference pane.
    public static let systemPreferencesPane = system("com.apple.systempreference.prefpane")
    /// `public.archive`: file archive.
    public static let archive = system("public.archive")
    /// `org.gnu.gnu-zip-archive`: GZip archive.
    public static let gzip = system("org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`: Bzip2 archive.
    public static let bz2 = system("public.bzip2-archive")
    /// `public.zip-archive`: Zip archive.
    public static let zip = system("public.zip-archive")
    /// `com.apple.archive`: Apple Archive.
    public static let appleArchive = system("com.apple.archive")
    /// `public.spreadsheet`: Spreadsheet.
    public static let spreadsheet = system("public.spreadsheet")
    /// `public.presentation`: presentation.
    public static let presentation = system("public.presentation")
    /// `public.database`: database.
    public static let database = system("public.database")
    /// `public.message`: message.
    public static let message = system("public.message")
    /// `public.contact`: contact information.
    public static let contact = system("public.contact")
    /// `public.vcard`: electronic business card.
    public static let vCard = system("public.vcard")
    /// `public.to-do-item`: to-do item.
    public static let toDoItem = system("public.to-do-item")
    /// `public.calendar-event`: calendar event.
    public static let calendarEvent = system("public.calendar-event")
    /// `public.email-message`: email message.
    public static let emailMessage = system("public.email-message")
    /// `com.apple.internet-location`: internet location.
    public static let internetLocation = system("com.apple.internet-location")
    /// `com.microsoft.internet-shortcut`: Windows Internet shortcut.
    public static let internetShortcut = system("com.microsoft.internet-shortcut")
    /// `public.font`: font.
    public static let font = system("public.font")
    /// `public.bookmark`: Bookmark.
    public static let bookmark = system("public.bookmark")
    /// `com.rsa.pkcs-12`: personal information exchange (PKCS#12).
    public static let pkcs12 = system("com.rsa.pkcs-12")
    /// `public.x509-certificate`: certificate (X.509).
    public static let x509Certificate = system("public.x509-certificate")
    /// `org.idpf.epub-container`: EPUB publication.
    public static let epub = system("org.idpf.epub-container")
    /// `public.log`: Log file.
    public static let log = system("public.log")
    /// `net.daringfireball.markdown`: Markdown document.
    public static let markdown = system("net.daringfireball.markdown")
    /// `com.apple.haptics.ahap`: Apple Haptics Audio Pattern.
    public static let ahap = system("com.apple.haptics.ahap")
    /// `public.css`: Cascading Style Sheets.
    public static let css = system("public.css")
    /// `public.tar-archive`: tar archive.
    public static let tarArchive = system("public.tar-archive")
    /// `com.ilm.openexr-image`: OpenEXR image.
    public static let exr = system("com.ilm.openexr-image")
    /// `public.heics`: HEIF image sequence.
    public static let heics = system("public.heics")
    /// `public.jpeg-xl`: JPEG XL image.
    public static let jpegxl = system("public.jpeg-xl")
    /// `com.adobe.raw-image`: Adobe DNG (digital negative) image.
    public static let dng = system("com.adobe.raw-image")
}
