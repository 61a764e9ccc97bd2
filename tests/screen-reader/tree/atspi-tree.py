# Prints the web page a browser shows as the browser hands it to screen readers on Linux: its AT-SPI
# tree, read the way Orca reads it (libatspi, on the session's accessibility bus). One JSON object a
# line, parents before their children:
#   {"id": 3, "parent": 1, "role": "push button", "name": "…", "description": "…",
#    "states": ["expandable", "focusable", …], "attributes": {"haspopup": "dialog", …},
#    "value": {"now": 50, "min": 0, "max": 100, "text": "…"}}   (value only where the object has one)
# Usage: atspi-tree.py <application name, as AT-SPI gives it: Firefox, Chromium>
# Exits 2, with one line on stderr, when the application or its page is not there yet.
import json
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402 (the version first)

# A browser starved of CPU answers late; libatspi's own bound (800 ms) would take it for hung
# (orca/orca-customizations.py says more). A browser that does not answer in a minute is hung.
Atspi.set_timeout(60_000, 60_000)


def application(name):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and (app.get_name() or "").lower() == name.lower():
            return app
    return None


def states(obj):
    return sorted(Atspi.StateType(state).value_nick for state in obj.get_state_set().get_states())


def page(app):
    """The web document on show: the innermost "document web" that is showing and holds something.
    Chromium's window holds its page's document inside a document of its own view, of the same role."""
    found = None
    queue = [app]
    while queue:
        obj = queue.pop(0)
        if obj.get_role() == Atspi.Role.DOCUMENT_WEB:
            if "showing" not in states(obj) or obj.get_child_count() == 0:
                continue
            found = obj
        queue.extend(obj.get_child_at_index(i) for i in range(obj.get_child_count()))
    return found


def value(obj):
    if "Value" not in obj.get_interfaces():
        return None
    return {
        "now": Atspi.Value.get_current_value(obj),
        "min": Atspi.Value.get_minimum_value(obj),
        "max": Atspi.Value.get_maximum_value(obj),
        "text": Atspi.Value.get_text(obj) or "",
    }


def main():
    app = application(sys.argv[1])
    document = page(app) if app else None
    if document is None:
        print(f"no showing web document in {sys.argv[1]} on the accessibility bus", file=sys.stderr)
        sys.exit(2)
    count = 0
    stack = [(document, None)]
    while stack:
        obj, parent = stack.pop()
        count += 1
        node = {
            "id": count,
            "parent": parent,
            "role": obj.get_role_name(),
            "name": obj.get_name() or "",
            "description": obj.get_description() or "",
            "states": states(obj),
            "attributes": obj.get_attributes() or {},
        }
        measured = value(obj)
        if measured is not None:
            node["value"] = measured
        print(json.dumps(node, ensure_ascii=False))
        children = [obj.get_child_at_index(i) for i in range(obj.get_child_count())]
        stack.extend((child, count) for child in reversed(children) if child is not None)


main()
