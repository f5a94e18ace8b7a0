"""Builds u35d-cases.json (s52-k5, issue 28, u35d F3/F6) from /tmp/u35d results_model*.json: each Zohlar answer with the
passages the page listed under it ("[n] Title · score …" blocks of the page text), keyed by the tester's id, with the
tester's expectation ("clean" or "flag"). Run: python3 tests/unit/demos/support/build-u35d-cases.py
"""
import glob, json, os, re

out = {}
for f in sorted(glob.glob('/tmp/u35d/results_model*.json')):
    for r in json.load(open(f)):
        dump = r.get('t') or r.get('ask') or ''
        blocks = re.split(r'\n\[\d+\] [^\n]*· score [\d.]+\n\n', dump)
        ps = [b.rstrip() for b in blocks[1:]]
        if not ps:
            continue
        out[r['id']] = {'question': r['q'], 'answer': r['a'], 'exp': r['exp'], 'passages': ps}

here = os.path.dirname(os.path.abspath(__file__))
json.dump(out, open(os.path.join(here, 'u35d-cases.json'), 'w'), ensure_ascii=False, indent=1)
print(len(out), 'cases')
