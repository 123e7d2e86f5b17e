#!/usr/bin/python3
"""A GTK 4 window at the top-left corner of the screen that takes dropped files or a dropped image: what a file
manager or an image viewer takes.

Usage: gtk_drop_files.py files|image
Prints "ready" once the window is mapped, then for the first drop "dropped files: <path>|<path>…" (files) or
"dropped image: <width>x<height>" (image), and exits.
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402

kind = sys.argv[1]


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Files" if kind == "files" else "Viewer")
    window.set_default_size(300, 300)
    label = Gtk.Label(label="drop %s here" % kind)
    label.set_vexpand(True)
    label.set_hexpand(True)
    gtype = Gdk.FileList if kind == "files" else Gdk.Texture
    target = Gtk.DropTarget.new(gtype, Gdk.DragAction.COPY)

    def on_drop(target, value, x, y):
        if kind == "files":
            paths = [item.get_path() or item.get_uri() for item in value.get_files()]
            print("dropped files: %s" % "|".join(paths), flush=True)
        else:
            print("dropped image: %dx%d" % (value.get_width(), value.get_height()), flush=True)
        GLib.timeout_add(200, lambda: app.quit() and False)
        return True

    target.connect("drop", on_drop)
    label.add_controller(target)
    window.set_child(label)
    window.connect("map", lambda *_: GLib.timeout_add(50, lambda: print("ready", flush=True) and False))
    window.present()


app = Gtk.Application(application_id="org.example.DropFiles", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", on_activate)
app.run([])
