"""`corridor suggest`: the suggested formats of a report's unmatched traffic as an OpenAPI 3.1 document,
validated with an independent validator (PyPI `openapi-spec-validator`), in YAML and in JSON.

Needs CORRIDOR_BINARY (scripts/test-python exports it).
"""

import json
import os
import subprocess
from pathlib import Path

import pytest
import yaml
from openapi_spec_validator import validate
from openapi_spec_validator.validation.exceptions import OpenAPIValidationError

REPO = Path(__file__).resolve().parents[2]
BINARY = os.environ.get("CORRIDOR_BINARY")

ROUTES = """home GET /
product GET /products/:id{int}
"""

UUIDS = [
    "0e24cbc7-e96f-4841-9a2e-28d8ca2fe02d",
    "4a90f112-3a7e-4bbe-8cb3-2bf7932474a0",
    "c9d2439b-0c04-4792-a683-723ab2467ddc",
]


def line(path, minute, agent="curl/8.5.0", method="GET"):
    return f'10.0.0.1 - - [31/Jan/2024:10:{minute:02d}:00 +0000] "{method} {path} HTTP/1.1" 404 0 "-" "{agent}"\n'


def unmatched_log(prefix=""):
    """Unmatched traffic with every parameter type the suggester infers, probe traffic, and matched requests."""
    lines = []
    minute = 0

    def add(path, times=1):
        nonlocal minute
        for _ in range(times):
            lines.append(line(prefix + path, minute % 60))
            minute += 1

    for widget in (17, 23, 99, 1024):
        add(f"/widgets/{widget}", 3)  # integer: 12 hits
    for session in UUIDS:
        add(f"/sessions/{session}", 2)  # uuid: 6 hits
    for day in ("2024-01-29", "2024-01-30", "2024-01-31"):
        add(f"/reports/{day}")  # date: 3 hits
    for digest in ("deadbeef01", "cafe0123ab"):
        add(f"/blobs/{digest}", 2)  # hex: 4 hits
    for tag in ("a%2Fb", "c%2Fdd"):  # a segment that decodes to a slash: a string parameter
        add(f"/tags/{tag}/items/{7 + len(tag)}", 1)  # string then integer: 2 hits
    for probe in ("/wp-login.php", "/.env", "/.git/HEAD", "/wp-admin/setup-config.php"):
        lines.append(line(probe, 5, agent="scanner"))
    lines.append(line(prefix + "/products/1", 1))
    return "".join(lines)


def run(*args, cwd):
    result = subprocess.run([BINARY, *args], cwd=cwd, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"corridor {' '.join(args)}: {result.returncode}\n{result.stderr}"
    return result.stdout


@pytest.fixture
def report(tmp_path):
    if not BINARY:
        pytest.skip("CORRIDOR_BINARY is not set (run scripts/test-python)")
    (tmp_path / "routes.txt").write_text(ROUTES)
    (tmp_path / "access.log").write_text(unmatched_log())
    run("analyze", "-r", "routes.txt", "access.log", "--quiet", "-o", "report.json", cwd=tmp_path)
    return tmp_path


def check_document(document):
    validate(document)  # raises OpenAPIValidationError when the document is not OpenAPI 3.1
    assert document["openapi"].startswith("3.1")
    return document["paths"]


def test_yaml_and_json_validate_and_agree(report):
    from_yaml = yaml.safe_load(run("suggest", "report.json", cwd=report))
    run("suggest", "report.json", "-o", "draft.json", cwd=report)
    from_json = json.loads((report / "draft.json").read_text())
    assert check_document(from_yaml) == check_document(from_json)
    assert from_yaml == from_json


def test_paths_types_and_extensions(report):
    paths = check_document(yaml.safe_load(run("suggest", "report.json", "--output", "yaml", cwd=report)))
    templates = list(paths)
    assert templates == [
        "/widgets/{widgetId}",
        "/sessions/{sessionId}",
        "/blobs/{blobId}",
        "/reports/{reportDate}",
        "/tags/{tag}/items/{itemId}",
    ], templates
    hits = [paths[t]["get"]["x-corridor-hits"] for t in templates]
    assert hits == sorted(hits, reverse=True) and hits[0] == 12

    def schema(template, index=0):
        return paths[template]["parameters"][index]["schema"]

    assert schema("/widgets/{widgetId}") == {"type": "integer"}
    assert schema("/sessions/{sessionId}") == {"type": "string", "format": "uuid"}
    assert schema("/reports/{reportDate}") == {"type": "string", "format": "date"}
    assert schema("/blobs/{blobId}")["type"] == "string" and "pattern" in schema("/blobs/{blobId}")
    assert schema("/tags/{tag}/items/{itemId}", 0) == {"type": "string"}
    assert schema("/tags/{tag}/items/{itemId}", 1) == {"type": "integer"}
    for template in templates:
        item = paths[template]
        assert list(item) == ["parameters", "get"]  # one operation: methods are not recorded per suggestion
        for parameter in item["parameters"]:
            assert parameter["in"] == "path" and parameter["required"] is True
            assert "{" + parameter["name"] + "}" in template
        operation = item["get"]
        assert operation["x-corridor-first-seen"].startswith("2024-01-31T10:")
        assert operation["x-corridor-last-seen"] >= operation["x-corridor-first-seen"]
        assert operation["x-corridor-example"].startswith("/" + template.split("/")[1] + "/")
    assert not any("wp-" in t or ".env" in t or ".git" in t for t in templates)  # probe traffic left out


def test_from_an_openapi_description_strips_the_server_prefix(tmp_path):
    if not BINARY:
        pytest.skip("CORRIDOR_BINARY is not set (run scripts/test-python)")
    (tmp_path / "access.log").write_text(unmatched_log(prefix="/v2"))
    run("analyze", "-r", str(REPO / "fixtures" / "petstore.yaml"), "access.log", "--quiet", "-o", "report.json",
        cwd=tmp_path)
    document = yaml.safe_load(run("suggest", "report.json", cwd=tmp_path))
    paths = check_document(document)
    assert "/widgets/{widgetId}" in paths and not any(t.startswith("/v2/") for t in paths)
    assert document["servers"] == [{"url": "/v2"}]
    assert "OpenAPI description" in document["info"]["description"]
    assert document["info"]["x-corridor-routes-from"] == "openapi"


def test_the_validator_refuses_a_broken_draft(report):
    """The validator is not a rubber stamp: the same draft with a path parameter missing fails."""
    document = yaml.safe_load(run("suggest", "report.json", cwd=report))
    del document["paths"]["/widgets/{widgetId}"]["parameters"][0]["required"]
    with pytest.raises(OpenAPIValidationError):
        validate(document)
