import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/field';
import { useMarkAnswered } from '../api/wall';

/**
 * The author's "Mark answered" button and its dialog (an optional note on how it was answered): on
 * the wall, and in My Prayers for private prayers too (nobody else is told of those).
 */
export function MarkAnsweredButton({ id, isPublic = true }: { id: number; isPublic?: boolean }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const mark = useMarkAnswered();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mark.mutate(
      { id, note },
      {
        onSuccess: () => {
          setOpen(false);
          setNote('');
        },
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CheckCircle2 aria-hidden className="h-4 w-4" /> Mark answered
      </Button>
      <DialogContent
        title="Mark as answered"
        description={
          isPublic
            ? 'It moves to the Answered list, and everyone who prayed for it is told.'
            : 'It stays private: only you see that it was answered.'
        }
      >
        <form onSubmit={submit} className="space-y-3">
          <div>
            <Label htmlFor={`answered-note-${id}`}>How was it answered? (optional)</Label>
            <Textarea
              id={`answered-note-${id}`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder="Share what God has done..."
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mark.isPending}>
              {mark.isPending ? 'Saving...' : 'Mark answered'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
