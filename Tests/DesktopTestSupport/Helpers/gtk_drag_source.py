#!/usr/bin/python3
"""A GTK 4 window at the top-left corner of the screen that drags a file: what a file manager offers.

Usage: gtk_drag_source.py FILE
Prints "ready" once the window is mapped, and "drag finished: <deleted>" when a drag ends.
"""
import sys

import gi

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, Gio, GLib, Gtk  # noqa: E402

path = sys.argv[1]


def on_prepare(source, x, y):
    files = Gdk.FileList.new_from_list([Gio.File.new_for_path(path)])
    return Gdk.ContentProvider.new_for_value(files)


def on_drag_end(source, drag, delete_data):
    print("drag finished: %s" % delete_data, flush=True)


def on_activate(app):
    window = Gtk.ApplicationWindow(application=app, title="Files")
    window.set_default_size(300, 300)
    label = Gtk.Label(label=path)
    label.set_vexpand(True)
    label.set_hexpand(True)
    source = Gtk.DragSource()
    source.set_actions(Gdk.DragAction.COPY)
    source.connect("prepare", on_prepare)
    source.connect("drag-end", on_drag_end)
    label.add_controller(source)
    window.set_child(label)
    window.connect("map", lambda *_: GLib.timeout_add(50, lambda: print("ready", flush=True) and False))
    window.present()


app = Gtk.Application(application_id="org.example.DragSource", flags=Gio.ApplicationFlags.NON_UNIQUE)
app.connect("activate", on_activate)
app.run([])
