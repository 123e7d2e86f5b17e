#!/usr/bin/python3
"""A GTK 4 window at the top-left corner of the screen that takes dropped text: what an editor offers.

Prints "ready" once the window is mapped, then "dropped: <text>" (newlines as \\n) for the first drop, and exits.
"""
import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, GObject, Gtk  # noqa: E402


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Editor")
    window.set_default_size(300, 300)
    label = Gtk.Label(label="drop text here")
    label.set_vexpand(True)
    label.set_hexpand(True)
    target = Gtk.DropTarget.new(GObject.TYPE_STRING, Gdk.DragAction.COPY)

    def on_drop(target, value, x, y):
        print("dropped: %s" % value.replace("\n", "\\n"), flush=True)
        GLib.timeout_add(200, lambda: app.quit() and False)
        return True

    target.connect("drop", on_drop)
    label.add_controller(target)
    window.set_child(label)
    window.connect("map", lambda *_: GLib.timeout_add(50, lambda: print("ready", flush=True) and False))
    window.present()


app = Gtk.Application(application_id="org.example.DropTarget", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", on_activate)
app.run([])
