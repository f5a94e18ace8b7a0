"""Builds u35c-cases.json (s52-k5, issue 28, u35c F2/F6) from /tmp/u35c: each turn's scripted reply (cases*.json, its
[[c:needle]] markers replaced as the tester's mock did: the first passage holding the needle) with the passages the page
sent the model for that turn (requests.log). Keys are "<conv>.<turn>", turns counted from 1 as in the tester's FINDINGS.md.
Run: python3 tests/unit/demos/support/build-u35c-cases.py
"""
import glob, json, os, re

TWO_PART = ['Relevance, reranking and citations in RAG', 'Chunking strategies, from fixed-size to semantic']

def split_title(t):
    for s in TWO_PART:
        if t == s:
            return s, ''
        if t.startswith(s + ', '):
            return s, t[len(s) + 2:]
    s, _, h = t.partition(', ')
    return s, h

def passages_of(system):
    body = system.split('Passages:\n', 1)[1]
    out = []
    for m in re.finditer(r'(?:^|\n\n)\[(\d+)\] \(([^\n]*)\)\n([\s\S]*?)(?=\n\n\[\d+\] \(|$)', body):
        s, h = split_title(m.group(2))
        out.append({'source': s, 'heading': h, 'text': m.group(3)})
    return out

def mock_parts(body):
    # The mock's own passage split (mock.js passages()): "[n]" blocks of the non-assistant messages.
    last = '\n'.join(m['content'] for m in body['messages'] if m['role'] != 'assistant')
    parts = {}
    for m in re.finditer(r'(?:^|\n)\s*\[(\d+)\]([\s\S]*?)(?=\n\s*\[\d+\]|$)', last):
        parts[m.group(1)] = parts.get(m.group(1), '') + m.group(2)
    return parts

def subst(text, body):
    p = mock_parts(body)
    def rep(m):
        k, needle = m.group(1), m.group(2).lower()
        hit = next((i for i in p if needle in p[i].lower()), None)
        nohit = next((i for i in p if needle not in p[i].lower()), None)
        if k == 'c':
            return f'[{hit}]' if hit else '[1]'
        return f'[{nohit or "9"}]'
    return re.sub(r'\[\[(c|w):([^\]]+)\]\]', rep, text)

reqs = {}
for line in open('/tmp/u35c/requests.log'):
    j = json.loads(line)
    body = j.get('body') or {}
    ms = body.get('messages') or []
    if not ms or ms[0]['role'] != 'system' or 'Passages:\n' not in ms[0]['content']:
        continue
    reqs.setdefault(ms[-1]['content'], []).append(body)

out = {}
for f in sorted(glob.glob('/tmp/u35c/cases*.json')):
    for conv in json.load(open(f)):
        for i, turn in enumerate(conv['turns']):
            bodies = reqs.get(turn['msg']) or []
            beh = [b for b in turn.get('beh', []) if b.get('text') and b.get('mode', 'ok') == 'ok']
            if not bodies or not beh:
                continue
            body = bodies[0]
            out[f"{conv['conv']}.{i + 1}"] = {
                'question': turn['msg'], 'expect': turn.get('expect', ''),
                'answer': subst(beh[0]['text'], body), 'passages': passages_of(body['messages'][0]['content'])}

here = os.path.dirname(os.path.abspath(__file__))
json.dump(out, open(os.path.join(here, 'u35c-cases.json'), 'w'), ensure_ascii=False, indent=1)
print(len(out), 'cases')
