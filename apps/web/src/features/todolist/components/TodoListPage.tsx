import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MainContainer } from '../../../components/MainContainer';
import { MainHeader } from '../../../components/MainHeader';
import { useTodos } from '../hooks/useTodos';
import { TodoRow } from './TodoRow';

/** /todolist: a personal task list kept only in this browser. */
export function TodoListPage() {
  const { t } = useTranslation();
  const { items, add, update, remove } = useTodos();
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<number | null>(null);

  const stopEditing = () => {
    setEditing(null);
    setText('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saved = editing === null ? add(text) : update(editing, text);
    if (saved) stopEditing();
  };

  const removeAt = (index: number) => {
    remove(index);
    if (editing === index) stopEditing();
    // The edited task moves up one place when an earlier task goes away.
    else if (editing !== null && index < editing) setEditing(editing - 1);
  };

  return (
    <MainContainer>
      <MainHeader title={t('todo.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField label={t('todo.newTask')} value={text} onChange={(event) => setText(event.target.value)} margin="none" size="small" />
          <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}>
            {editing !== null && (
              <Button onClick={stopEditing} sx={{ flex: { xs: 1, sm: 'none' } }}>
                {t('todo.cancelEdit')}
              </Button>
            )}
            <Button type="submit" variant="contained" sx={{ flex: { xs: 1, sm: 'none' }, px: 3 }}>
              {editing === null ? t('todo.add') : t('todo.save')}
            </Button>
          </Box>
        </Box>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {t('todo.empty')}
          </Typography>
        ) : (
          <List sx={{ mt: 2 }} aria-label={t('todo.title')}>
            {items.map((item, index) => (
              <TodoRow
                key={`${item.createdAt}-${index}`}
                item={item}
                editing={editing === index}
                onEdit={() => {
                  setEditing(index);
                  setText(item.text);
                }}
                onDelete={() => removeAt(index)}
              />
            ))}
          </List>
        )}
      </Paper>
    </MainContainer>
  );
}
