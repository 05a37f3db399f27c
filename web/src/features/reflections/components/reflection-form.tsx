import { Globe, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Textarea } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import type { Id } from '../../../types/api';
import { useSubmitReflection } from '../api/reflections';

/** A private-by-default reflection on the day's prayer; cleared and back to private after a submit. */
export function ReflectionForm({ prayerId }: { prayerId: Id | undefined }) {
  const [content, setContent] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  const submit = useSubmitReflection(prayerId);
  const id = useId();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) {
      toast({
        title: 'Empty Reflection',
        description: 'Please write something before submitting.',
        variant: 'destructive',
      });
      return;
    }
    if (prayerId === undefined) {
      toast({
        title: 'Error',
        description: 'Cannot submit reflection without a prayer selected.',
        variant: 'destructive',
      });
      return;
    }
    submit.mutate(
      { content: content.trim(), isPublic },
      {
        onSuccess: () => {
          setContent('');
          setIsPublic(false);
        },
      },
    );
  };

  const option = (value: boolean, label: string, Icon: typeof Lock) => (
    <label
      className={cn(
        'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
        isPublic === value
          ? 'border-brand-600 bg-brand-50 font-medium text-brand-700'
          : 'border-slate-200 text-slate-600',
      )}
    >
      <input
        type="radio"
        name={`${id}-visibility`}
        className="sr-only"
        checked={isPublic === value}
        onChange={() => setIsPublic(value)}
      />
      <Icon aria-hidden className="h-4 w-4" /> {label}
    </label>
  );

  return (
    <Card>
      <h2 className="mb-1 font-semibold text-slate-900">Your Reflection</h2>
      <p className="mb-3 text-sm text-slate-500">How does today's prayer speak to you?</p>
      <form onSubmit={onSubmit} className="space-y-3">
        <Textarea
          aria-label="Your reflection"
          rows={4}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder="Write your thoughts on today's prayer..."
        />
        <fieldset className="flex gap-2">
          <legend className="sr-only">Who can see this reflection</legend>
          {option(false, 'Private', Lock)}
          {option(true, 'Share with community', Globe)}
        </fieldset>
        <Button type="submit" className="w-full" disabled={!content.trim() || submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Reflection'}
        </Button>
      </form>
    </Card>
  );
}
