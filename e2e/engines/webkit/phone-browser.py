#!/usr/bin/python3
# A phone-sized WebKitGTK browser for WebKitWebDriver (`webkitgtk:browserOptions.binary`): one GTK
# window of the product's 375×812 layout per automation view (MiniBrowser's toolbar keeps it ≥ 447 px),
# console messages on stdout, and optionally an iPhone's user agent and home-screen display.
import argparse
import os
import sys
import tempfile

import gi

gi.require_version('Gtk', '3.0')
gi.require_version('WebKit2', '4.1')
from gi.repository import Gtk, WebKit2  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument('--automation', action='store_true')
parser.add_argument('--user-agent')
parser.add_argument('--standalone', action='store_true', help='report navigator.standalone, as a home-screen app does')
parser.add_argument('--data-dir')
parser.add_argument('--width', type=int, default=375)
parser.add_argument('--height', type=int, default=812)
parser.add_argument('url', nargs='?')
args, _unknown = parser.parse_known_args()

data_dir = args.data_dir or tempfile.mkdtemp(prefix='momentum-webkit-')
manager = WebKit2.WebsiteDataManager(base_data_directory=os.path.join(data_dir, 'data'), base_cache_directory=os.path.join(data_dir, 'cache'))
context = WebKit2.WebContext.new_with_website_data_manager(manager)
context.set_automation_allowed(args.automation)

settings = WebKit2.Settings()
settings.set_enable_write_console_messages_to_stdout(True)
settings.set_enable_developer_extras(True)
if args.user_agent:
    settings.set_user_agent(args.user_agent)

content = WebKit2.UserContentManager()
if args.standalone:
    # Safari's own flag for a page opened from the home screen; WebKitGTK has no home screen.
    content.add_script(WebKit2.UserScript.new(
        "Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });",
        WebKit2.UserContentInjectedFrames.ALL_FRAMES,
        WebKit2.UserScriptInjectionTime.START,
        None,
        None,
    ))


def new_view() -> WebKit2.WebView:
    view = WebKit2.WebView(web_context=context, settings=settings, user_content_manager=content, is_controlled_by_automation=args.automation)
    window = Gtk.Window()
    window.set_default_size(args.width, args.height)
    window.set_resizable(False)
    window.add(view)
    window.connect('destroy', lambda *_: None)
    window.show_all()
    view.connect('close', lambda v: window.destroy())
    return view


def on_automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name('MomentumPhone')
    info.set_version(1, 0, 0)
    session.set_application_info(info)
    session.connect('create-web-view', lambda _session: new_view())


context.connect('automation-started', on_automation_started)
if not args.automation:
    new_view().load_uri(args.url or 'about:blank')
sys.stdout.reconfigure(line_buffering=True)
Gtk.main()
