import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {act} from 'react';
import {AiActCalendar, AiActDate, AiActRule, FormDataUse} from '@site/src/components/Regulation';
import {AI_ACT_CALENDAR, AI_ACT_MILESTONES, AI_ACT_RULES, FORM_LEGAL_BASES} from '@site/src/data/regulation';

describe('Regulation components', () => {
  it('AiActDate renders the date from the data in both forms', () => {
    render(
      <p>
        <AiActDate id="annexIII" /> / <AiActDate id="general" short />
      </p>,
    );
    expect(screen.getByText('2 December 2027')).toHaveAttribute('dateTime', AI_ACT_MILESTONES.annexIII.date);
    expect(screen.getByText('2 Aug 2026')).toHaveAttribute('dateTime', '2026-08-02');
  });

  it('AiActRule keeps the wording and links the article where it is named', () => {
    const {container} = render(
      <p>
        <AiActRule id="art6_3Short" />
      </p>,
    );
    expect(container.textContent).toBe(AI_ACT_RULES.art6_3Short.text);
    expect(screen.getByRole('link', {name: 'Art. 6(3)'})).toHaveAttribute('href', AI_ACT_RULES.art6_3Short.url);
  });

  it('AiActCalendar has one row per date, in order, with the former date and the sources', () => {
    render(<AiActCalendar />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(AI_ACT_CALENDAR.length);
    const annexIII = rows.find((r) => r.textContent!.includes('Annex III'))!;
    expect(within(annexIII).getByText('2 Dec 2027')).toBeInTheDocument();
    expect(annexIII).toHaveTextContent('was 2 Aug 2026');
    expect(within(annexIII).getByRole('link', {name: 'Reg. 2026/1744'})).toBeInTheDocument();
  });

  it('FormDataUse states basis, rights, retention and processors as the data has them', () => {
    const {container} = render(
      <p>
        <FormDataUse form="project-request" />
      </p>,
    );
    const basis = FORM_LEGAL_BASES['project-request'];
    expect(container).toHaveTextContent(`(${basis.article})`);
    expect(container).toHaveTextContent('Art. 17(3)');
    expect(container).toHaveTextContent(basis.retention);
    expect(container).toHaveTextContent('We share it only with the processors listed in the privacy notice');
  });

  it('hydrates onto the server HTML without changing it', async () => {
    const tree = (
      <div>
        <AiActCalendar />
        <p>
          <AiActRule id="art50" /> <AiActDate id="annexI" /> <FormDataUse form="newsletter" />
        </p>
      </div>
    );
    const html = renderToString(tree);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, {onRecoverableError: (e) => errors.push(e)});
    });
    expect(errors).toEqual([]);
    // Compare with the server HTML as the DOM parses it (attribute names are case-normalized).
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(container.innerHTML).toBe(parsed.innerHTML);
    container.remove();
  });
});
