"""report.md as one self-contained HTML page, plots embedded, to mail or attach."""

from __future__ import annotations

import base64
import html
import re
from pathlib import Path

HTML_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 72rem; margin: 2rem auto;
       padding: 0 1rem; color: #222; line-height: 1.45; }
table { border-collapse: collapse; margin: 0.5rem 0 1.2rem; font-size: 0.9rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; }
th { background: #f3f3f3; }
img { max-width: 100%; display: block; margin: 0.5rem 0; }
pre { background: #f6f6f6; padding: 0.6rem; overflow-x: auto; font-size: 0.8rem; }
code { font-size: 0.9em; }
"""


def render_html(markdown_text: str, folder: Path, title: str) -> str:
    """report.md as one self-contained page: the `markdown` package renders it (tables,
    code blocks), and every PNG it links from `folder` is embedded as a data URI, so the
    page can be mailed or attached to a tracker run on its own."""
    import markdown

    body = markdown.markdown(markdown_text, extensions=["tables", "fenced_code"])

    def embed(match: re.Match) -> str:
        image = folder / match.group(1)
        if image.parent != folder or not image.is_file():
            return match.group(0)
        data = base64.b64encode(image.read_bytes()).decode("ascii")
        return f'src="data:image/png;base64,{data}"'

    body = re.sub(r'src="([^"/]+\.png)"', embed, body)
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)}</title>\n"
        # No favicon request: the page loads nothing but itself.
        '<link rel="icon" href="data:,">\n'
        f"<style>{HTML_STYLE}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )
