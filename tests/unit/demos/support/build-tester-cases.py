"""Builds tester-cases.json (the support-check harness fixture, s50-k) from the tester folders under /tmp.

Each case is {tester, id, doc, question, answer, flag, passages}: the passages are the ones the page sent to the
model for that question (parsed from the tester's mock-requests.log), or, for Zohlar (u33d), the passages the page
showed under the answer (results_model*.json). Run: python3 tests/unit/demos/support/build-tester-cases.py
"""
import glob, json, re, os

def norm(s):
    return re.sub(r'\s+', ' ', s).strip()

def passages_of(system):
    body = system.split('Passages:\n', 1)[1]
    parts = re.split(r'(?:^|\n\n)\[\d+\] \([^\n]*\)\n', body)
    return [p for p in parts[1:]]

def requests(tester):
    out = {}
    for line in open(f'/tmp/{tester}/mock-requests.log'):
        try:
            j = json.loads(line)
        except Exception:
            continue
        body = j.get('body', {})
        if isinstance(body, str):  # u34b's mock logged the request body as its JSON text
            try:
                body = json.loads(body)
            except Exception:
                continue
        msgs = body.get('messages') or []
        if not msgs or msgs[0]['role'] != 'system' or 'Passages:\n' not in msgs[0]['content']:
            continue
        q = msgs[-1]['content']
        ps = passages_of(msgs[0]['content'])
        if ps and ps not in out.setdefault(q, []):
            out[q].append(ps)
    return out

def doc_text(tester, doc):
    path = f'/tmp/{tester}/docs/{os.path.basename(doc)}'
    if not os.path.exists(path) or path.endswith('.pdf'):
        return None
    return norm(open(path, encoding='utf-8', errors='replace').read())

def pick(reqs, tester, doc, q):
    sets = reqs.get(q) or []
    text = doc_text(tester, doc)
    if text is not None:
        sets = [s for s in sets if all(norm(p)[:60] in text for p in s)]
    return sets[0] if sets else None

cases = []
skipped = {}
for tester in ['u33b', 'u32c', 'u31g', 'u34b', 'u35b']:
    reqs = requests(tester)
    for f in sorted(glob.glob(f'/tmp/{tester}/answers*.json')):
        for i, row in enumerate(json.load(open(f))):
            if isinstance(row, list):
                doc, q, a, flag = row[:4]
                if isinstance(flag, str):  # u35b: 'wrong' / 'right'
                    flag = flag == 'wrong'
            else:
                doc, q, a = row['doc'], row['q'], row['a']
                e = row.get('e', row.get('exp'))
                if 'depends on order' in row.get('note', ''):
                    # u34b labelled these for one passage order; the page sent the other one, so the label is not known.
                    continue
                if 'wrong' in row:  # u34b: {doc, q, a, wrong, key}
                    flag = bool(row['wrong'])
                elif e in ('flagged', 'F'):
                    flag = True
                elif e in ('grounded', 'G'):
                    flag = False
                else:
                    continue
            ps = pick(reqs, tester, doc, q)
            if ps is None:
                skipped[tester] = skipped.get(tester, 0) + 1
                continue
            cases.append({'tester': tester, 'id': f'{os.path.basename(f)}#{i}', 'doc': os.path.basename(doc), 'question': q, 'answer': a, 'flag': flag, 'passages': ps})

# Zohlar (u33d, u35d): the passages the page listed under the answer (u33d's field 'ask', u35d's 't').
for tester, pattern in [('u33d', '/tmp/u33d/results_model*.json'), ('u35d', '/tmp/u35d/results_model_cases*.json')]:
    for f in sorted(glob.glob(pattern)):
        for r in json.load(open(f)):
            exp = r['exp']
            if exp == 'flag' or (tester == 'u33d' and r['id'] == 'P8'):
                flag = True
            elif exp == 'clean' or (tester == 'u33d' and r['id'] == 'P4'):
                flag = False
            else:
                continue
            dump = r['ask'] if 'ask' in r else r['t']
            blocks = re.split(r'\n\[\d+\] [^\n]*· score [\d.]+\n\n', dump)
            ps = [norm_b.rstrip() for norm_b in blocks[1:]]
            if not ps:
                skipped[tester] = skipped.get(tester, 0) + 1
                continue
            cases.append({'tester': tester, 'id': r['id'], 'doc': 'workspace', 'question': r['q'], 'answer': r['a'], 'flag': flag, 'passages': ps})

here = os.path.dirname(os.path.abspath(__file__))
json.dump(cases, open(os.path.join(here, 'tester-cases.json'), 'w'), ensure_ascii=False, indent=0)
from collections import Counter
print(Counter((c['tester'], c['flag']) for c in cases), 'skipped', skipped)
