#!/usr/bin/python3
"""Another application on the desktop, in GTK 3 or GTK 4: it copies, pastes, drags or takes drops of given types.

Usage:
  gtk_peer.py 3|4 copy TYPE=FILE...        owns the clipboard with FILE's bytes as TYPE; prints "copied"; serves until
                                           stopped or another application takes the clipboard
  gtk_peer.py 3|4 paste TYPE OUT           reads the clipboard as TYPE into OUT; prints "pasted N bytes", or
                                           "paste failed: ..." and exits 1
  gtk_peer.py 3|4 drag-source TYPE=FILE... a window titled "Peer source" whose drags offer FILE's bytes as TYPE;
                                           prints "ready", then "drag finished" when a drag ends
  gtk_peer.py 3|4 drop-target TYPE OUT     a window titled "Peer target" that takes drops of TYPE; writes the bytes
                                           to OUT, prints "dropped N bytes" and exits. GTK 4 writes what it made of
                                           them: the text, the files' URIs as a URI list, the image as PNG.

On Wayland (GDK_BACKEND=wayland) GTK 4's copy and paste open a window titled "Peer clipboard", print "window ready",
and act at the window's first key press: the compositor takes or gives the clipboard only to a client that input
reached. It prints "key pressed" at that press. A test sends the key with wtype.

GTK 3 seen from Python can offer text (gtk_clipboard_set_text) and images (gtk_clipboard_set_image, which GTK
encodes again as PNG) on the clipboard, but no other type: gtk_clipboard_set_with_data is not introspectable. Asked
to copy another type, it prints "unsupported: ..." and exits 2.
"""
import os
import sys

import gi

version = sys.argv[1]
gi.require_version("Gdk", "%s.0" % version)
gi.require_version("Gtk", "%s.0" % version)
if version == "3":
    gi.require_version("GdkPixbuf", "2.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402

role = sys.argv[2]
arguments = sys.argv[3:]


def say(text):
    print(text, flush=True)


def representations():
    """The TYPE=FILE arguments as (type, bytes) pairs, in the order given."""
    pairs = []
    for argument in arguments:
        kind, path = argument.split("=", 1)
        with open(path, "rb") as file:
            pairs.append((kind, file.read()))
    return pairs


def write(path, data):
    with open(path, "wb") as file:
        file.write(data)


# GTK 4 ------------------------------------------------------------------------------------------------------------

def gtk4_provider():
    providers = [Gdk.ContentProvider.new_for_bytes(kind, GLib.Bytes.new(data)) for kind, data in representations()]
    return providers[0] if len(providers) == 1 else Gdk.ContentProvider.new_union(providers)


def gtk4_read_stream(stream, done):
    """Reads `stream` to its end, then calls done(bytes)."""
    chunks = []

    def on_read(stream, result):
        chunk = stream.read_bytes_finish(result)
        if chunk.get_size() == 0:
            stream.close(None)
            done(b"".join(chunks))
        else:
            chunks.append(chunk.get_data())
            stream.read_bytes_async(65536, GLib.PRIORITY_DEFAULT, None, on_read)

    stream.read_bytes_async(65536, GLib.PRIORITY_DEFAULT, None, on_read)


def gtk4_window(app, title, controller):
    window = Gtk.ApplicationWindow(application=app, title=title)
    window.set_default_size(300, 300)
    label = Gtk.Label(label=title)
    label.set_vexpand(True)
    label.set_hexpand(True)
    label.add_controller(controller)
    window.set_child(label)
    window.connect("map", lambda *_: GLib.timeout_add(50, lambda: say("ready") and False))
    window.present()


def gtk4_clipboard(app):
    """Copies or pastes, as the role says."""
    clipboard = Gdk.Display.get_default().get_clipboard()
    if role == "copy":
        clipboard.set_content(gtk4_provider())
        clipboard.connect("changed", lambda board: None if board.is_local() else app.quit())
        GLib.timeout_add(100, lambda: say("copied") and False)
    elif role == "paste":
        kind, out = arguments

        def on_read(clipboard, result):
            try:
                stream, _ = clipboard.read_finish(result)
            except GLib.Error as error:
                say("paste failed: %s" % error.message)
                app.exit_status = 1
                app.quit()
                return

            def done(data):
                write(out, data)
                say("pasted %d bytes" % len(data))
                app.quit()
            gtk4_read_stream(stream, done)
        clipboard.read_async([kind], GLib.PRIORITY_DEFAULT, None, on_read)


def gtk4_activate(app):
    if role in ("copy", "paste"):
        app.hold()
        if os.environ.get("GDK_BACKEND") != "wayland":
            gtk4_clipboard(app)
            return
        # A Wayland compositor lets a client take or read the clipboard only after input reached it: the window
        # copies or pastes at its first key press.
        pressed = []

        def on_key(*_):
            if not pressed:
                pressed.append(True)
                say("key pressed")
                gtk4_clipboard(app)
            return True
        keys = Gtk.EventControllerKey()
        keys.connect("key-pressed", on_key)
        window = Gtk.ApplicationWindow(application=app, title="Peer clipboard")
        window.add_controller(keys)
        window.connect("map", lambda *_: GLib.timeout_add(50, lambda: say("window ready") and False))
        window.present()
    elif role == "drag-source":
        source = Gtk.DragSource()
        source.set_actions(Gdk.DragAction.COPY)
        source.connect("prepare", lambda *_: gtk4_provider())
        source.connect("drag-end", lambda *_: say("drag finished"))
        gtk4_window(app, "Peer source", source)
    elif role == "drop-target":
        kind, out = arguments
        # A drop target reads values of a GType GTK converts the dropped type to: Gdk.Drop.read_finish, which
        # would give the raw bytes of any type, crashes PyGObject (it frees the MIME type it returns).
        types = {"text/plain": GObject.TYPE_STRING, "text/uri-list": Gdk.FileList, "image/png": Gdk.Texture}
        if kind not in types:
            say("unsupported: a GTK 4 drop target from Python takes text, files and images only, not %s" % kind)
            sys.exit(2)
        target = Gtk.DropTarget.new(types[kind], Gdk.DragAction.COPY)

        def on_drop(target, value, x, y):
            if kind == "text/plain":
                data = value.encode("utf-8")
            elif kind == "text/uri-list":
                data = "".join(file.get_uri() + "\r\n" for file in value.get_files()).encode("utf-8")
            else:
                data = value.save_to_png_bytes().get_data()
            write(out, data)
            say("dropped %d bytes" % len(data))
            GLib.timeout_add(200, lambda: app.quit() and False)
            return True
        target.connect("drop", on_drop)
        gtk4_window(app, "Peer target", target)


def run_gtk4():
    app = Gtk.Application(application_id="org.example.Peer", flags=Gio.ApplicationFlags.NON_UNIQUE)
    app.exit_status = 0
    app.connect("activate", gtk4_activate)
    app.run([])
    sys.exit(app.exit_status)


# GTK 3 ------------------------------------------------------------------------------------------------------------

def gtk3_window(title):
    window = Gtk.Window(title=title)
    window.set_default_size(300, 300)
    window.add(Gtk.Label(label=title))
    window.connect("destroy", Gtk.main_quit)
    window.connect("map-event", lambda *_: GLib.timeout_add(50, lambda: say("ready") and False))
    return window


def run_gtk3():
    from gi.repository import GdkPixbuf
    status = 0
    clipboard = Gtk.Clipboard.get(Gdk.SELECTION_CLIPBOARD)
    if role == "copy":
        pairs = representations()
        for kind, data in pairs:
            if kind.startswith("text/plain"):
                clipboard.set_text(data.decode("utf-8"), -1)
            elif kind.startswith("image/"):
                loader = GdkPixbuf.PixbufLoader()
                loader.write(data)
                loader.close()
                clipboard.set_image(loader.get_pixbuf())
            else:
                say("unsupported: GTK 3 from Python copies text and images only, not %s" % kind)
                sys.exit(2)
        GLib.timeout_add(100, lambda: say("copied") and False)
    elif role == "paste":
        kind, out = arguments

        def on_contents(clipboard, selection):
            nonlocal status
            data = selection.get_data() if selection is not None else None
            if selection is None or selection.get_length() < 0:
                say("paste failed: the clipboard has no %s" % kind)
                status = 1
            else:
                write(out, bytes(data))
                say("pasted %d bytes" % len(data))
            Gtk.main_quit()
        clipboard.request_contents(Gdk.Atom.intern(kind, False), on_contents)
    elif role == "drag-source":
        pairs = representations()
        window = gtk3_window("Peer source")
        targets = [Gtk.TargetEntry.new(kind, 0, index) for index, (kind, _) in enumerate(pairs)]
        window.drag_source_set(Gdk.ModifierType.BUTTON1_MASK, targets, Gdk.DragAction.COPY)

        def on_get(widget, context, selection, info, time):
            kind, data = pairs[info]
            selection.set(Gdk.Atom.intern(kind, False), 8, data)
        window.connect("drag-data-get", on_get)
        window.connect("drag-end", lambda *_: say("drag finished"))
        window.show_all()
    elif role == "drop-target":
        kind, out = arguments
        window = gtk3_window("Peer target")
        window.drag_dest_set(Gtk.DestDefaults.ALL, [Gtk.TargetEntry.new(kind, 0, 0)], Gdk.DragAction.COPY)

        def on_received(widget, context, x, y, selection, info, time):
            data = bytes(selection.get_data() or b"")
            write(out, data)
            say("dropped %d bytes" % len(data))
            GLib.timeout_add(200, lambda: Gtk.main_quit() and False)
        window.connect("drag-data-received", on_received)
        window.show_all()
    Gtk.main()
    sys.exit(status)


if version == "4":
    run_gtk4()
else:
    run_gtk3()
