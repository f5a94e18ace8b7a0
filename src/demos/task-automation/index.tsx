/**
 * The Task Automation demo: a support inbox triaged by similarity to labelled examples plus
 * keyword rules, with a human approval queue; the component, the triage logic (triage.ts) and the
 * sample inbox (sample.ts) live here. Imported by its page in demo-room/task-automation.mdx; it
 * may import src/demos/kit and src/retrieval, nothing from src/components, src/learning-tools,
 * src/theme or src/pages.
 */
import {useId, useMemo, useState, type ReactNode} from 'react';
import {
  DEFAULT_THRESHOLD,
  parseRules,
  pct,
  triageAll,
  validateMessage,
  type Message,
  type Rule,
  type Triaged,
} from '@site/src/demos/task-automation/triage';
import {CATEGORY_LABELS, DEFAULT_RULES, EXAMPLES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';
import styles from '../kit/components/demo.module.css';
import a11y from '@site/src/css/a11y.module.css';
import {countOf} from '@site/src/lib/text/plural';

type Decision = {id: string; subject: string; action: string; verdict: 'Approved' | 'Rejected'; at: string};

function initialRules(): Rule[] {
  const parsed = parseRules(DEFAULT_RULES);
  return parsed.ok ? parsed.rules : [];
}

function Steps({item}: {item: Triaged}): ReactNode {
  const {classification: c, fields, proposal, route} = item;
  const fieldRows: Array<[string, string[]]> = [
    ['Order ids', fields.orderIds],
    ['Invoice ids', fields.invoiceIds],
    ['E-mail addresses', fields.emails],
    ['Dates', fields.dates],
    ['Amounts', fields.amounts],
  ];
  return (
    <ol>
      <li>
        <strong>Classify.</strong> Input: subject and body. Output: <strong>{CATEGORY_LABELS[c.category]}</strong>, confidence{' '}
        <strong>{pct(c.confidence)}</strong>.{' '}
        {c.rulesMatched.length
          ? `Rules matched: ${c.rulesMatched.map((r) => `line ${r.line} ("${r.phrase}" → ${r.category})`).join(', ')}.`
          : 'No rule matched.'}
        <div className={styles.tableWrap} role="region" aria-label="Category scores table" tabIndex={0}>
          <table>
            <caption className={a11y.visuallyHidden}>Category scores for message {item.message.id}</caption>
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Example similarity</th>
                <th scope="col">Rule boost</th>
                <th scope="col">Score</th>
                <th scope="col">Nearest example</th>
              </tr>
            </thead>
            <tbody>
              {c.scores.slice(0, 3).map((s) => (
                <tr key={s.category}>
                  <td>{CATEGORY_LABELS[s.category]}</td>
                  <td>{s.similarity.toFixed(2)}</td>
                  <td>{s.ruleBoost.toFixed(2)}</td>
                  <td>{s.score.toFixed(2)}</td>
                  <td>{s.nearest || 'none'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </li>
      <li>
        <strong>Extract fields.</strong> Input: the message text. Output:{' '}
        {fieldRows.map(([label, values]) => `${label}: ${values.length ? values.join(', ') : 'none'}`).join('; ')}.
      </li>
      <li>
        <strong>Propose an action.</strong> Input: category and fields. Output: {proposal.action} Confidence (share of needed fields
        found): <strong>{pct(proposal.confidence)}</strong>.
      </li>
      <li>
        <strong>Route.</strong> Output:{' '}
        {route.queue === 'auto' ? 'handled automatically.' : `sent to the approval queue because ${route.reasons.join('; ')}.`}
      </li>
    </ol>
  );
}

/** Support-inbox triage with visible steps, editable rules and messages, and a human approval queue. */
export default function TaskAutomation(): ReactNode {
  const id = useId();
  const [messages, setMessages] = useState<Message[]>(() => SAMPLE_MESSAGES.map((m) => ({...m})));
  const [rulesText, setRulesText] = useState(DEFAULT_RULES);
  const [rules, setRules] = useState<Rule[]>(initialRules);
  const [rulesStatus, setRulesStatus] = useState<{error: boolean; text: string}>({error: false, text: ''});
  const [thresholdText, setThresholdText] = useState(String(DEFAULT_THRESHOLD * 100));
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD);
  const [selected, setSelected] = useState(SAMPLE_MESSAGES[0].id);
  const [draft, setDraft] = useState<Message>({...SAMPLE_MESSAGES[0]});
  const [messageStatus, setMessageStatus] = useState<{error: boolean; text: string}>({error: false, text: ''});
  const [decisions, setDecisions] = useState<Decision[]>([]);

  const results = useMemo(() => triageAll(messages, EXAMPLES, rules, threshold), [messages, rules, threshold]);
  const current = results.find((r) => r.message.id === selected) ?? results[0];
  const decided = new Set(decisions.map((d) => `${d.id}|${d.action}`));
  const queue = results.filter((r) => r.route.queue === 'human' && !decided.has(`${r.message.id}|${r.proposal.action}`));
  const autoCount = results.filter((r) => r.route.queue === 'auto').length;

  function select(messageId: string) {
    const m = messages.find((x) => x.id === messageId);
    if (!m) return;
    setSelected(messageId);
    setDraft({...m});
    setMessageStatus({error: false, text: ''});
  }

  function applyRules() {
    const parsed = parseRules(rulesText);
    if (!parsed.ok) {
      setRulesStatus({error: true, text: `${parsed.error} The previous rules are still in use; your text is kept.`});
      return;
    }
    const t = Number(thresholdText);
    if (!Number.isFinite(t) || t < 0 || t > 100 || thresholdText.trim() === '') {
      setRulesStatus({error: true, text: 'The approval threshold must be a number from 0 to 100.'});
      return;
    }
    setRules(parsed.rules);
    setThreshold(t / 100);
    setRulesStatus({error: false, text: `Applied ${countOf(parsed.rules.length, 'rule')} and a ${t}% threshold; all messages were triaged again.`});
  }

  function saveMessage() {
    const problem = validateMessage(draft);
    if (problem) {
      setMessageStatus({error: true, text: `${problem} Nothing was changed; your edit is kept in the form.`});
      return;
    }
    setMessages((all) => all.map((m) => (m.id === draft.id ? {...draft} : m)));
    setMessageStatus({error: false, text: `Saved message ${draft.id} and triaged it again.`});
  }

  function decide(item: Triaged, verdict: Decision['verdict']) {
    setDecisions((d) => [
      ...d,
      {id: item.message.id, subject: item.message.subject, action: item.proposal.action, verdict, at: new Date().toLocaleTimeString('en-GB')},
    ]);
  }

  return (
    <section className={styles.demo} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Try the triage pipeline</h3>
      <p role="status" aria-live="polite">
        {countOf(results.length, 'message')}: {autoCount} handled automatically, {results.length - autoCount} routed to a person,{' '}
        {queue.length} still waiting for a decision.
      </p>

      <div className={styles.tableWrap} role="region" aria-label="Triage results table" tabIndex={0}>
        <table>
          <caption className={a11y.visuallyHidden}>Triage result for every message</caption>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Category</th>
              <th scope="col">Confidence</th>
              <th scope="col">Proposed action</th>
              <th scope="col">Route</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.message.id}>
                <td>
                  {r.message.id}: {r.message.subject}
                </td>
                <td>{CATEGORY_LABELS[r.classification.category]}</td>
                <td>{pct(r.classification.confidence)}</td>
                <td>{r.proposal.action}</td>
                <td>{r.route.queue === 'auto' ? 'Automatic' : 'Person'}</td>
                <td>
                  <button
                    type="button"
                    className={styles.secondary}
                    aria-pressed={r.message.id === selected}
                    aria-label={`Show steps and edit ${r.message.id}`}
                    onClick={() => select(r.message.id)}>
                    Steps
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {current && (
        <div className={styles.panel}>
          <h4>
            Steps for {current.message.id}: {current.message.subject}
          </h4>
          <Steps item={current} />
          <h4>Edit this message</h4>
          <div className={styles.field}>
            <label htmlFor={`${id}-subject`}>Subject</label>
            <input id={`${id}-subject`} className={styles.input} value={draft.subject} onChange={(e) => setDraft({...draft, subject: e.target.value})} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>Body</label>
            <textarea id={`${id}-body`} className={styles.textarea} rows={5} value={draft.body} onChange={(e) => setDraft({...draft, body: e.target.value})} />
          </div>
          <div className={styles.row}>
            <button type="button" className={styles.button} onClick={saveMessage}>
              Save message and rerun
            </button>
          </div>
          <div role="status" aria-live="polite">
            {messageStatus.text && <p className={messageStatus.error ? styles.error : styles.notice}>{messageStatus.text}</p>}
          </div>
        </div>
      )}

      <div className={styles.panel}>
        <h4>Rules and threshold</h4>
        <div className={styles.field}>
          <label htmlFor={`${id}-rules`}>Rules (phrases separated by |, then =&gt;, then a category)</label>
          <textarea id={`${id}-rules`} className={styles.textarea} rows={8} value={rulesText} onChange={(e) => setRulesText(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-threshold`}>Approval threshold in percent (below it, a person decides)</label>
          <input
            id={`${id}-threshold`}
            className={styles.input}
            type="number"
            min={0}
            max={100}
            value={thresholdText}
            onChange={(e) => setThresholdText(e.target.value)}
          />
        </div>
        <div className={styles.row}>
          <button type="button" className={styles.button} onClick={applyRules}>
            Apply rules and rerun
          </button>
        </div>
        <div role="status" aria-live="polite">
          {rulesStatus.text && <p className={rulesStatus.error ? styles.error : styles.notice}>{rulesStatus.text}</p>}
        </div>
      </div>

      <div className={styles.panel}>
        <h4>Approval queue</h4>
        {queue.length === 0 ? (
          <p>The queue is empty.</p>
        ) : (
          <ul aria-label="Items waiting for approval">
            {queue.map((r) => (
              <li key={r.message.id}>
                <strong>
                  {r.message.id}: {r.message.subject}
                </strong>
                . Proposed: {r.proposal.action} <span className={styles.muted}>Why a person: {r.route.reasons.join('; ')}.</span>
                <div className={styles.row}>
                  <button type="button" className={styles.button} onClick={() => decide(r, 'Approved')} aria-label={`Approve ${r.message.id}`}>
                    Approve
                  </button>
                  <button type="button" className={styles.secondary} onClick={() => decide(r, 'Rejected')} aria-label={`Reject ${r.message.id}`}>
                    Reject
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <h4>Decision log</h4>
        <div role="status" aria-live="polite">
          {decisions.length === 0 ? (
            <p>No decisions yet.</p>
          ) : (
            <ol aria-label="Decision log">
              {decisions.map((d, i) => (
                <li key={`${d.id}-${i}`}>
                  {d.at}: {d.verdict} {d.id} ({d.subject}): {d.action}
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
