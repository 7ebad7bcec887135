import { Route, Routes } from 'react-router';
import { NotFound } from '@rtm/frontend/ui';
import { CreateTaskPage } from './pages/CreateTaskPage';
import { EditTaskPage } from './pages/EditTaskPage';
import { TaskDetailPage } from './pages/TaskDetailPage';
import { TaskListPage } from './pages/TaskListPage';

/** Paths relative to /tasks. */
export function TasksRoutes() {
  return (
    <Routes>
      <Route index element={<TaskListPage />} />
      <Route path="new" element={<CreateTaskPage />} />
      <Route path=":id" element={<TaskDetailPage />} />
      <Route path=":id/edit" element={<EditTaskPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
