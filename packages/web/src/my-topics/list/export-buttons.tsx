import type { MyTopicDto } from '@trivia/protocol';
import { Button } from '../../ui';
import { downloadText, exportTopics } from '../transfer/topic-files';

/** "Export": the user's topics as a JSON or CSV file that imports back unchanged. */
export function ExportButtons({ topics }: { topics: readonly MyTopicDto[] }) {
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Export">
      <Button
        variant="secondary"
        onClick={() =>
          downloadText('my-topics.json', exportTopics(topics, 'json'), 'application/json')
        }
      >
        Export JSON
      </Button>
      <Button
        variant="secondary"
        onClick={() => downloadText('my-topics.csv', exportTopics(topics, 'csv'), 'text/csv')}
      >
        Export CSV
      </Button>
    </div>
  );
}
