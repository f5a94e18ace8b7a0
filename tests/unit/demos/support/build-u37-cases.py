"""Adds u37b (Document Q&A) and u37d (Zohlar) to tester-cases.json (the support-check harness fixture), s53-k6.

u37b: answers*.json rows {doc, q, a, kind: "wrong" | "right"}, the passages from the request the page sent
(mock-requests.log), as build-tester-cases.py reads them. u37d: results_ask_model_cases*.json rows {id, q, a, exp:
"warn" | "clean", txt}, the passages the page listed under the answer. Earlier testers' cases are kept as they are.
Run: python3 tests/unit/demos/support/build-u37-cases.py
"""
import glob, json, os, re, importlib.util

here = os.path.dirname(os.path.abspath(__file__))
path = os.path.join(here, 'tester-cases.json')
cases = [c for c in json.load(open(path)) if c['tester'] not in ('u37b', 'u37d')]

# The request parsing of build-tester-cases.py, without running that script.
src = open(os.path.join(here, 'build-tester-cases.py')).read().split('cases = []', 1)[0]
ns = {}
exec(src, ns)

skipped = {}
reqs = ns['requests']('u37b')
for f in sorted(glob.glob('/tmp/u37b/answers*.json')):
    for i, row in enumerate(json.load(open(f))):
        if row.get('kind') not in ('wrong', 'right'):
            continue
        ps = ns['pick'](reqs, 'u37b', row['doc'], row['q'])
        if ps is None:
            skipped['u37b'] = skipped.get('u37b', 0) + 1
            continue
        cases.append({'tester': 'u37b', 'id': f'{os.path.basename(f)}#{i}', 'doc': row['doc'], 'question': row['q'], 'answer': row['a'], 'flag': row['kind'] == 'wrong', 'passages': ps})

for f in sorted(glob.glob('/tmp/u37d/results_ask_model_cases*.json')):
    for r in json.load(open(f)):
        if r['exp'] not in ('warn', 'clean'):
            continue
        blocks = re.split(r'\n\[\d+\] [^\n]*· score [\d.]+\n\n', r.get('txt') or '')
        ps = [b.rstrip() for b in blocks[1:]]
        if not ps:
            skipped['u37d'] = skipped.get('u37d', 0) + 1
            continue
        cases.append({'tester': 'u37d', 'id': r['id'], 'doc': 'workspace', 'question': r['q'], 'answer': r['a'], 'flag': r['exp'] == 'warn', 'passages': ps})

json.dump(cases, open(path, 'w'), ensure_ascii=False, indent=0)
from collections import Counter
print(Counter((c['tester'], c['flag']) for c in cases if c['tester'] in ('u37b', 'u37d')), 'skipped', skipped)
