import type { CreateCommentInput, TaskCommentView, TaskInput, TaskView, UpdateTaskInput } from '@rtm/contracts';
import { api } from '@rtm/frontend/api-client';

const path = (id: string) => `/api/tasks/${encodeURIComponent(id)}`;

export const createTask = (input: TaskInput) => api.post<TaskView>('/api/tasks', input);

export const updateTask = ({ id, input }: { id: string; input: UpdateTaskInput }) => api.patch<TaskView>(path(id), input);

export const deleteTask = (id: string) => api.delete(path(id));

/** authorId is sent empty: the server takes the author from the session (SPEC section 7). */
export const addTaskComment = ({ taskId, content }: { taskId: string; content: string }) =>
  api.post<TaskCommentView>('/api/comments', { content, taskId, authorId: '' } satisfies CreateCommentInput);
