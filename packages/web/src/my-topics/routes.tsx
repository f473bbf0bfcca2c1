import { Route, Routes } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { TopicEditorPage } from './editor/topic-editor-page';
import { MyTopicsPage } from './list/my-topics-page';
import { PacksPage } from './packs/packs-page';
import { ImportPage } from './transfer/import-page';

/** /my-topics and its screens, behind the sign-in guard of app-routes.tsx. */
export function MyTopicsScreens() {
  return (
    <ToastProvider>
      <Routes>
        <Route index element={<MyTopicsPage />} />
        <Route path="new" element={<TopicEditorPage />} />
        <Route path=":id/edit" element={<TopicEditorPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="packs" element={<PacksPage />} />
      </Routes>
    </ToastProvider>
  );
}
