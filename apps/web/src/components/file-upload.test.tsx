import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { markActEnvironment, stubLayoutApis } from '../test/dom-stubs';
import { FileUpload } from './file-upload';

beforeAll(() => markActEnvironment());

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The picker as a form holds it: the files chosen so far. */
function Picker({ compact, onFiles }: { compact?: boolean; onFiles: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileUpload
      kinds={['pdf', 'image', 'office']}
      multiple
      value={files}
      onChange={(next) => {
        setFiles(next);
        onFiles(next);
      }}
      compact={compact ? { label: 'Attach files', testId: 'attach' } : undefined}
    />
  );
}

function mount(compact: boolean) {
  stubLayoutApis();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const i18n = initI18n('en');
  let chosen: File[] = [];
  root = createRoot(container);
  act(() =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <App>
          <Picker compact={compact} onFiles={(f) => (chosen = f)} />
        </App>
      </I18nextProvider>,
    ),
  );
  return { chosen: () => chosen };
}

/** Picks files in the input as a browser's file dialog does: one change event with all of them. */
async function pick(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 20));
  });
}

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('file upload', () => {
  it('keeps every accepted file of several picked at once, and those picked before', async () => {
    const picker = mount(false);
    await pick([file('lesson.pdf', 'application/pdf')]);
    await pick([
      file('essay.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('virus.exe', 'application/x-msdownload'),
      file('photo.png', 'image/png'),
    ]);
    expect(picker.chosen().map((f) => f.name)).toEqual(['lesson.pdf', 'essay.docx', 'photo.png']);
    // The refused one is named.
    await vi.waitFor(() => expect(document.body.textContent).toContain('The file “virus.exe” is not an accepted type'));
  });

  it('as a paper-clip button for a comment box, names Word and PowerPoint among the accepted files', async () => {
    const picker = mount(true);
    const button = document.querySelector<HTMLElement>('[data-testid="attach"]')!;
    expect(button.getAttribute('aria-label')).toBe('Attach files');
    expect(button.getAttribute('title')).toContain('.docx');
    expect(button.getAttribute('title')).toContain('.pptx');
    await pick([file('slides.pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'), file('old.doc', 'application/msword')]);
    expect(picker.chosen().map((f) => f.name)).toEqual(['slides.pptx', 'old.doc']);
  });
});
