#!/usr/bin/python3
"""A GTK 3 window that takes dropped text, as GTK 3 editors do (gtk_drag_dest_set with the text targets).

Prints "ready" once the window is mapped, then "dropped: <text>" (newlines as \\n) for the first drop, and exits.
"""
import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

window = Gtk.Window(title="Editor 3")
window.set_default_size(300, 300)
label = Gtk.Label(label="drop text here")
window.add(label)
window.drag_dest_set(Gtk.DestDefaults.ALL, [], Gdk.DragAction.COPY)
window.drag_dest_add_text_targets()


def on_received(widget, context, x, y, data, info, time):
    text = data.get_text() or ""
    print("dropped: %s" % text.replace("\n", "\\n"), flush=True)
    GLib.timeout_add(200, lambda: Gtk.main_quit() and False)


window.connect("drag-data-received", on_received)
window.connect("destroy", Gtk.main_quit)
window.connect("map-event", lambda *_: GLib.timeout_add(50, lambda: print("ready", flush=True) and False))
window.show_all()
Gtk.main()
