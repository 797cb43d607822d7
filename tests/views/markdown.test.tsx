// The kit's Markdown: what the privacy policy's light Markdown becomes, and what it never becomes.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrivacyPolicyPage } from '../../src/views/pages/PrivacyPolicyPage.tsx';
import { Markdown, withoutTitle } from '../../src/views/ui/Markdown.tsx';

describe('Markdown', () => {
  it('makes headings under the page heading, paragraphs, and bulleted and numbered lists', () => {
    const { container } = render(
      <Markdown
        source={[
          '## 1. What we collect',
          '',
          'We collect:',
          '- your name',
          '- your store name,',
          '  written as you give it',
          '',
          '### Steps',
          '',
          '1. register',
          '2. verify',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '1. What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Steps' })).toBeInTheDocument();
    expect(screen.getByText('We collect:').tagName).toBe('P');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets!.tagName).toBe('UL');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['your name', 'your store name, written as you give it']);
    expect(numbers!.tagName).toBe('OL');
    expect(within(numbers!).getAllByRole('listitem')).toHaveLength(2);
    expect(container.textContent).not.toContain('- ');
  });

  it('keeps the line breaks of a paragraph, as in a postal address', () => {
    const { container } = render(
      <Markdown source={'National Privacy Commission\n5th Floor, Delegation Building'} />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(container.querySelectorAll('p br')).toHaveLength(1);
  });

  it('shows strong and emphasised words, code, and links to the web, e-mail and our own pages', () => {
    render(
      <Markdown
        source={
          '**Passwords** are *hashed*, _never_ kept; see `argon2id`, [Support](/support), ' +
          'https://privacy.gov.ph. or write to complaints@privacy.gov.ph'
        }
      />,
    );
    expect(screen.getByText('Passwords').tagName).toBe('STRONG');
    expect(screen.getByText('hashed').tagName).toBe('EM');
    expect(screen.getByText('never').tagName).toBe('EM');
    expect(screen.getByText('argon2id').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: 'https://privacy.gov.ph' })).toHaveAttribute(
      'href',
      'https://privacy.gov.ph',
    );
    expect(screen.getByRole('link', { name: 'complaints@privacy.gov.ph' })).toHaveAttribute(
      'href',
      'mailto:complaints@privacy.gov.ph',
    );
  });

  it('never runs or links to anything the text smuggles in', () => {
    const { container } = render(
      <Markdown
        source={
          '<img src=x onerror="alert(1)"> [click](javascript:alert`1`) [away](//evil.example) snake_case_name'
        }
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> click away snake_case_name');
  });

  it('drops only a leading level-one title', () => {
    expect(withoutTitle('# Suki Merchant Privacy Policy\n\nText\n\n# Later')).toBe('\nText\n\n# Later');
    expect(withoutTitle('## 1. Section\n\nText')).toBe('## 1. Section\n\nText');
  });
});

describe('PrivacyPolicyPage', () => {
  it('shows its title once and the policy as headings, paragraphs and lists', () => {
    render(
      <PrivacyPolicyPage
        status="ready"
        content={'# Suki Merchant Privacy Policy\n\nIntro.\n\n## 1. What we collect\n\n- Account information'}
      />,
    );
    expect(screen.getAllByRole('heading', { name: /Privacy Policy/ })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. What we collect' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Account information');
  });
});
