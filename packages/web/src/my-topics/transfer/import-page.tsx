import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import type { ImportMyTopicsResponse } from '@trivia/protocol';
import { Button, ButtonLink, Card, Message, Page, PageTitle } from '../../ui';
import { gameTypesQuery, topicGameTypes } from '../../topics/catalog-queries';
import { useImportTopics } from '../api/my-topics-queries';
import { inputClasses } from '../ui/form-field';
import { ImportPreview } from './import-preview';
import { checkFile, detectFormat, toImportRequest, type FileCheck } from './topic-files';

/** The most a pasted or uploaded file may hold (the server takes 1 MB of JSON). */
const MAX_FILE_BYTES = 1024 * 1024;

/**
 * /my-topics/import: paste or upload a CSV or JSON file of docs/CONTENT.md. The whole file is
 * checked with the command line's parser first; "Import" is offered only when all of it is valid.
 */
export function ImportPage() {
  const textId = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>();
  const [check, setCheck] = useState<FileCheck | null>(null);
  const [done, setDone] = useState<ImportMyTopicsResponse | null>(null);
  const gameTypes = useQuery({ ...gameTypesQuery, select: topicGameTypes });
  const importTopics = useImportTopics();

  const edit = (next: string, name?: string) => {
    setText(next);
    setFileName(name);
    setCheck(null);
    setDone(null);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setCheck({ ok: false, problems: [{ where: 'file', message: 'is larger than 1 MB' }] });
      return;
    }
    edit(await file.text(), file.name);
  };
  const preview = () => {
    const ids = (gameTypes.data ?? []).map((gameType) => gameType.id);
    setCheck(checkFile(text, detectFormat(text, fileName), ids));
  };
  const run = () => {
    if (!check?.ok) return;
    importTopics.mutate(toImportRequest(check.topics), { onSuccess: setDone });
  };

  return (
    <Page>
      <PageTitle subtitle="A CSV or JSON file in the format of the topic library">
        Import Topics
      </PageTitle>
      <div className="flex flex-col gap-5">
        <Card className="flex flex-col gap-3">
          <label htmlFor={fileId} className="text-sm font-semibold">
            Upload a file (.csv or .json)
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(e) => void upload(e)}
          />
          <label htmlFor={textId} className="text-sm font-semibold">
            Or paste its content
          </label>
          <textarea
            id={textId}
            rows={8}
            value={text}
            spellCheck={false}
            onChange={(event) => edit(event.target.value)}
            className={`${inputClasses} py-2 font-mono text-sm`}
          />
          <div className="flex flex-wrap gap-3">
            <Button onClick={preview} disabled={text.trim() === '' || gameTypes.isPending}>
              Check File
            </Button>
            <ButtonLink to="/my-topics" variant="secondary">
              Back to My Topics
            </ButtonLink>
          </div>
        </Card>
        {check ? <ImportPreview check={check} /> : null}
        {check?.ok && !done ? (
          <div className="flex justify-end">
            <Button onClick={run} disabled={importTopics.isPending}>
              {importTopics.isPending
                ? 'Importing...'
                : `Import ${check.topics.length} ${check.topics.length === 1 ? 'Topic' : 'Topics'}`}
            </Button>
          </div>
        ) : null}
        {importTopics.error ? <Message tone="error">{importTopics.error.message}</Message> : null}
        {done ? (
          <Message tone="success">
            {`Import finished: ${done.added} added, ${done.changed} changed, ${done.unchanged} unchanged.`}
          </Message>
        ) : null}
      </div>
    </Page>
  );
}
