import { Card, CardTitle } from '../../ui';
import { categoryName } from '../ui/category-name';
import type { FileCheck } from './topic-files';

/** Every topic the file holds, or every problem with its row or path: nothing is written yet. */
export function ImportPreview({ check }: { check: FileCheck }) {
  if (!check.ok) {
    return (
      <Card aria-labelledby="import-problems">
        <CardTitle id="import-problems" className="text-red-700 dark:text-red-300">
          {check.problems.length === 1 ? '1 problem' : `${check.problems.length} problems`}: nothing
          was imported
        </CardTitle>
        <ul aria-label="Problems" className="mt-3 flex list-disc flex-col gap-1 pl-5">
          {check.problems.map((problem, index) => (
            <li key={index}>
              <span className="font-semibold">{problem.where}</span>: {problem.message}
            </li>
          ))}
        </ul>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="import-topics">
      <CardTitle id="import-topics">
        {check.topics.length === 1 ? '1 topic' : `${check.topics.length} topics`} ready to import
      </CardTitle>
      <ul aria-label="Topics in the file" className="mt-3 flex flex-col gap-1">
        {check.topics.map((topic) => (
          <li key={topic.id}>
            <span className="font-semibold">{topic.title}</span>{' '}
            <span className="text-sm text-slate-600 dark:text-slate-300">
              ({categoryName(topic.category)}, id {topic.id})
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
