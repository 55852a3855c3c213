.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# Fail-fast iterators across the collections, as the JDK's (Java source in comments):
# for-each with a structural change through the collection, Iterator.remove and its
# IllegalStateException, the order of the ConcurrentModificationException and
# IllegalStateException checks (ArrayList checks state first, LinkedList modCount
# first), and the quiet end of a for-each loop whose removal leaves hasNext() false.

.method public static main([Ljava/lang/String;)V
    .locals 6
    const/4 v5, 0
    const/4 v4, 1

    # ArrayList: removing 1 of [0..4] -> CME; removing 3 (next-to-last) -> quiet end;
    # removing 4 (the last) -> CME (hasNext is cursor != size).
    const-string v0, "ArrayList remove 1"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0, v1, v4, v5}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "ArrayList remove 3"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    const/4 v2, 3
    invoke-static {v0, v1, v2, v5}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "ArrayList remove 4"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    const/4 v2, 4
    invoke-static {v0, v1, v2, v5}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "ArrayList add"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0, v1, v5}, LMain;->foreachAdd(Ljava/lang/String;Ljava/util/Collection;Z)V
    const-string v0, "ArrayList it.remove"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0, v1, v5}, LMain;->iterRemove(Ljava/lang/String;Ljava/util/Collection;Z)V
    const-string v0, "ArrayList states"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0, v1}, LMain;->states(Ljava/lang/String;Ljava/util/Collection;)V

    # LinkedList: removing 1 -> CME; removing 3 or 4 -> quiet end (nextIndex < size).
    const-string v0, "LinkedList remove 1"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0, v1, v4, v5}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "LinkedList remove 3"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    const/4 v2, 3
    invoke-static {v0, v1, v2, v5}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "LinkedList remove 4"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    const/4 v2, 4
    invoke-static {v0, v1, v2, v5}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "LinkedList add"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0, v1, v5}, LMain;->foreachAdd(Ljava/lang/String;Ljava/util/Collection;Z)V
    const-string v0, "LinkedList it.remove"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0, v1, v5}, LMain;->iterRemove(Ljava/lang/String;Ljava/util/Collection;Z)V
    const-string v0, "LinkedList states"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0, v1}, LMain;->states(Ljava/lang/String;Ljava/util/Collection;)V

    # HashSet (printed sorted: nothing here depends on hash order).
    const-string v0, "HashSet remove 1"
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    invoke-static {v0, v1, v4, v4}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    const-string v0, "HashSet add"
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    invoke-static {v0, v1, v4}, LMain;->foreachAdd(Ljava/lang/String;Ljava/util/Collection;Z)V
    const-string v0, "HashSet it.remove"
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    invoke-static {v0, v1, v4}, LMain;->iterRemove(Ljava/lang/String;Ljava/util/Collection;Z)V
    const-string v0, "HashSet states"
    new-instance v1, Ljava/util/HashSet;
    invoke-direct {v1}, Ljava/util/HashSet;-><init>()V
    invoke-static {v0, v1}, LMain;->states(Ljava/lang/String;Ljava/util/Collection;)V

    # HashMap views.
    const-string v0, "HashMap"
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    invoke-static {v0, v1}, LMain;->maps(Ljava/lang/String;Ljava/util/Map;)V

    invoke-static {}, LMain;->addAllCases()V
    invoke-static {}, LMain;->newCollections()V
    const-string v0, "ArrayList sort"
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0, v1}, LMain;->sortDuring(Ljava/lang/String;Ljava/util/List;)V
    const-string v0, "Vector sort"
    new-instance v1, Ljava/util/Vector;
    invoke-direct {v1}, Ljava/util/Vector;-><init>()V
    invoke-static {v0, v1}, LMain;->sortDuring(Ljava/lang/String;Ljava/util/List;)V
    const-string v0, "LinkedList sort"
    new-instance v1, Ljava/util/LinkedList;
    invoke-direct {v1}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0, v1}, LMain;->sortDuring(Ljava/lang/String;Ljava/util/List;)V
    return-void
.end method

# Collections.sort while an iterator is open: a structural change for ArrayList and
# Vector (their sort), not for LinkedList (sorted through set()).
.method static sortDuring(Ljava/lang/String;Ljava/util/List;)V
    .locals 2
    invoke-static {p1}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-static {p1}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    invoke-static {v0}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "next"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# The same scenarios over Vector, Stack, TreeSet, a TreeMap key set, PriorityQueue and
# ArrayDeque (whose iterator is not modCount-based: it fails only on an emptied slot),
# and the TreeMap views.
.method static newCollections()V
    .locals 4
    const/4 v0, 0
    :loop
    const/4 v1, 6
    if-ge v0, v1, :maps
    const/4 v1, 0
    :variant
    const/4 v2, 6
    if-ge v1, v2, :next
    invoke-static {v0, v1}, LMain;->scenario(II)V
    add-int/lit8 v1, v1, 1
    goto :variant
    :next
    add-int/lit8 v0, v0, 1
    goto :loop
    :maps
    const-string v0, "TreeMap"
    new-instance v1, Ljava/util/TreeMap;
    invoke-direct {v1}, Ljava/util/TreeMap;-><init>()V
    invoke-static {v0, v1}, LMain;->maps(Ljava/lang/String;Ljava/util/Map;)V
    const-string v0, "TreeMap tailMap"
    new-instance v1, Ljava/util/TreeMap;
    invoke-direct {v1}, Ljava/util/TreeMap;-><init>()V
    const/4 v2, -1
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v3, "below"
    invoke-virtual {v1, v2, v3}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    const/4 v2, 0
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/util/TreeMap;->tailMap(Ljava/lang/Object;)Ljava/util/SortedMap;
    move-result-object v1
    invoke-static {v0, v1}, LMain;->maps(Ljava/lang/String;Ljava/util/Map;)V
    return-void
.end method

# scenario(kind, what): kind 0 Vector, 1 Stack, 2 TreeSet, 3 TreeMap keySet, 4
# PriorityQueue, 5 ArrayDeque; what 0..2 for-each removing 1, 3, 4; 3 for-each add;
# 4 iterator removal; 5 iterator states.
.method static scenario(II)V
    .locals 5
    packed-switch p0, :kinds
    :vector
    const-string v0, "Vector"
    new-instance v1, Ljava/util/Vector;
    invoke-direct {v1}, Ljava/util/Vector;-><init>()V
    const/4 v2, 0
    goto :run
    :stack
    const-string v0, "Stack"
    new-instance v1, Ljava/util/Stack;
    invoke-direct {v1}, Ljava/util/Stack;-><init>()V
    const/4 v2, 0
    goto :run
    :treeset
    const-string v0, "TreeSet"
    new-instance v1, Ljava/util/TreeSet;
    invoke-direct {v1}, Ljava/util/TreeSet;-><init>()V
    const/4 v2, 0
    goto :run
    :keyset
    const-string v0, "TreeMap keySet"
    new-instance v1, Ljava/util/TreeMap;
    invoke-direct {v1}, Ljava/util/TreeMap;-><init>()V
    invoke-static {v1}, LMain;->keys(Ljava/util/TreeMap;)Ljava/util/Collection;
    move-result-object v1
    const/4 v2, 0
    goto :run
    :pq
    const-string v0, "PriorityQueue"
    new-instance v1, Ljava/util/PriorityQueue;
    invoke-direct {v1}, Ljava/util/PriorityQueue;-><init>()V
    const/4 v2, 0
    goto :run
    :deque
    const-string v0, "ArrayDeque"
    new-instance v1, Ljava/util/ArrayDeque;
    invoke-direct {v1}, Ljava/util/ArrayDeque;-><init>()V
    const/4 v2, 0
    :run
    packed-switch p1, :whats
    :remove1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " remove 1"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 1
    invoke-static {v3, v1, v4, v2}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    return-void
    :remove3
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " remove 3"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 3
    invoke-static {v3, v1, v4, v2}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    return-void
    :remove4
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " remove 4"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 4
    invoke-static {v3, v1, v4, v2}, LMain;->foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    return-void
    :add
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " add"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, v1, v2}, LMain;->foreachAdd(Ljava/lang/String;Ljava/util/Collection;Z)V
    return-void
    :itremove
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " it.remove"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, v1, v2}, LMain;->iterRemove(Ljava/lang/String;Ljava/util/Collection;Z)V
    return-void
    :states
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v4, " states"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-static {v3, v1}, LMain;->states(Ljava/lang/String;Ljava/util/Collection;)V
    return-void

    :kinds
    .packed-switch 0x0
        :vector
        :stack
        :treeset
        :keyset
        :pq
        :deque
    .end packed-switch

    :whats
    .packed-switch 0x0
        :remove1
        :remove3
        :remove4
        :add
        :itremove
        :states
    .end packed-switch
.end method

# A TreeMap's keySet() as a Collection that adds through the map (keySet itself
# refuses add): the KeyAdder view.
.method static keys(Ljava/util/TreeMap;)Ljava/util/Collection;
    .locals 1
    new-instance v0, LKeyAdder;
    invoke-direct {v0, p0}, LKeyAdder;-><init>(Ljava/util/TreeMap;)V
    return-object v0
.end method

# static Collection fill(Collection c): adds 0..4 as Integers.
.method static fill(Ljava/util/Collection;)Ljava/util/Collection;
    .locals 3
    const/4 v0, 0
    :loop
    const/4 v1, 5
    if-ge v0, v1, :done
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p0, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    add-int/lit8 v0, v0, 1
    goto :loop
    :done
    return-object p0
.end method

# static String show(Collection c, boolean sort): toString(), of a sorted copy if sort.
.method static show(Ljava/util/Collection;Z)Ljava/lang/String;
    .locals 1
    if-eqz p1, :plain
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0, p0}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    invoke-static {v0}, Ljava/util/Collections;->sort(Ljava/util/List;)V
    move-object p0, v0
    :plain
    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static p(Ljava/lang/String;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# static void line(String label, String what, String rest): println(label + " " + what + " " + rest)
.method static line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, " "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, LMain;->p(Ljava/lang/String;)V
    return-void
.end method

.method static name(Ljava/lang/Object;)Ljava/lang/String;
    .locals 1
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# static void foreachRemove(String l, Collection c, int victim, boolean sort) {
#   fill(c);
#   try { for (Object o : c) if (((Integer) o).intValue() == victim) c.remove(o);
#         line(l, "ok", show(c, sort)); }
#   catch (RuntimeException e) { line(l, name(e), show(c, sort)); } }
.method static foreachRemove(Ljava/lang/String;Ljava/util/Collection;IZ)V
    .locals 3
    invoke-static {p1}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    :try_start
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    move-object v2, v1
    check-cast v2, Ljava/lang/Integer;
    invoke-virtual {v2}, Ljava/lang/Integer;->intValue()I
    move-result v2
    if-ne v2, p2, :loop
    invoke-interface {p1, v1}, Ljava/util/Collection;->remove(Ljava/lang/Object;)Z
    goto :loop
    :done
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    invoke-static {p1, p3}, LMain;->show(Ljava/util/Collection;Z)Ljava/lang/String;
    move-result-object v0
    const-string v1, "ok"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p1, p3}, LMain;->show(Ljava/util/Collection;Z)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# static void foreachAdd(String l, Collection c, boolean sort) {
#   fill(c); boolean added = false;
#   try { for (Object o : c) if (!added) { c.add(Integer.valueOf(99)); added = true; }
#         line(l, "ok", show(c, sort)); }
#   catch (RuntimeException e) { line(l, name(e), show(c, sort)); } }
.method static foreachAdd(Ljava/lang/String;Ljava/util/Collection;Z)V
    .locals 3
    invoke-static {p1}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    const/4 v2, 0
    :try_start
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    if-nez v2, :loop
    const/16 v1, 0x63
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p1, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    const/4 v2, 1
    goto :loop
    :done
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    invoke-static {p1, p2}, LMain;->show(Ljava/util/Collection;Z)Ljava/lang/String;
    move-result-object v0
    const-string v1, "ok"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {p1, p2}, LMain;->show(Ljava/util/Collection;Z)Ljava/lang/String;
    move-result-object v0
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# static void iterRemove(String l, Collection c, boolean sort) {
#   fill(c); c.add(Integer.valueOf(6));
#   for (Iterator it = c.iterator(); it.hasNext(); )
#     if (((Integer) it.next()).intValue() % 2 == 0) it.remove();
#   line(l, String.valueOf(c.size()), show(c, sort)); }
.method static iterRemove(Ljava/lang/String;Ljava/util/Collection;Z)V
    .locals 3
    invoke-static {p1}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    const/4 v0, 6
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-interface {p1, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/Integer;
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v1
    rem-int/lit8 v1, v1, 2
    if-nez v1, :loop
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    goto :loop
    :done
    invoke-interface {p1}, Ljava/util/Collection;->size()I
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v0
    invoke-static {p1, p2}, LMain;->show(Ljava/util/Collection;Z)Ljava/lang/String;
    move-result-object v1
    invoke-static {p0, v0, v1}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# static String tryRemove(Iterator it) { try { it.remove(); return "ok"; }
#   catch (RuntimeException e) { return name(e); } }
.method static tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    .locals 1
    :try_start
    invoke-interface {p0}, Ljava/util/Iterator;->remove()V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    const-string v0, "ok"
    return-object v0
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# static String tryNext(Iterator it) { try { return String.valueOf(it.next()); }
#   catch (RuntimeException e) { return name(e); } }
.method static tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    .locals 1
    :try_start
    invoke-interface {p0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->name(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

# static void states(String l, Collection c) {
#   line(l, "empty next", tryNext(c.iterator()));
#   fill(c); Iterator it = c.iterator();
#   line(l, "remove before next", tryRemove(it));
#   it.next(); line(l, "remove", tryRemove(it)); line(l, "remove again", tryRemove(it));
#   c.add(Integer.valueOf(42));
#   line(l, "remove after add", tryRemove(it));
#   line(l, "next after add", tryNext(it)); }
.method static states(Ljava/lang/String;Ljava/util/Collection;)V
    .locals 3
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v0
    invoke-static {v0}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "empty next"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {p1}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    invoke-interface {p1}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v2
    invoke-static {v2}, LMain;->tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove before next"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-static {v2}, LMain;->tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v2}, LMain;->tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove again"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    const/16 v0, 0x2a
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    invoke-interface {p1, v0}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z
    invoke-static {v2}, LMain;->tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove after add"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v2}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "next after add"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# static void maps(String l, Map m) {
#   for (int i = 0; i < 6; i++) m.put(Integer.valueOf(i), "v" + i);
#   Iterator it = m.keySet().iterator(); it.next();
#   m.put(Integer.valueOf(0), "w0");                 // not structural
#   line(l, "replace", tryNext(it).equals("CME") ...) -> we print what tryNext gives
#   m.put(Integer.valueOf(7), "v7");                 // structural
#   line(l, "put new", tryNext(it));
#   it = m.values().iterator(); it.next(); m.remove(Integer.valueOf(99)); // absent: no change
#   line(l, "remove absent", tryNext(it) is a value -> print "value");
#   m.remove(Integer.valueOf(7)); line(l, "remove", tryNext(it));
#   entry iterator: remove entries with even keys -> size and sorted keys
#   it = m.entrySet().iterator(); it.next(); m.clear(); line(l, "clear", tryNext(it)); line(l, "size", m.size())
.method static maps(Ljava/lang/String;Ljava/util/Map;)V
    .locals 5
    const/4 v0, 0
    :fill
    const/4 v1, 6
    if-ge v0, v1, :filled
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    invoke-interface {p1, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    add-int/lit8 v0, v0, 1
    goto :fill
    :filled
    invoke-interface {p1}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const/4 v0, 0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "zero"
    invoke-interface {p1, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    const-string v1, "replace, hasNext"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const/4 v0, 7
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    const-string v2, "7"
    invoke-interface {p1, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    invoke-static {v3}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "put new, next"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v3}, LMain;->tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "put new, remove"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {p1}, Ljava/util/Map;->values()Ljava/util/Collection;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Collection;->iterator()Ljava/util/Iterator;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const/16 v0, 0x63
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p1, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove absent"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v3}, LMain;->tryRemove(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "values it.remove"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    const/4 v0, 7
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v1
    invoke-interface {p1, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove 7"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v3}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "remove 7, next"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    # entrySet iterator removing the entries with even keys
    invoke-interface {p1}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v3
    :entries
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :entries_done
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/Map$Entry;
    invoke-interface {v0}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    rem-int/lit8 v0, v0, 2
    if-nez v0, :entries
    invoke-interface {v3}, Ljava/util/Iterator;->remove()V
    goto :entries
    :entries_done
    invoke-interface {p1}, Ljava/util/Map;->keySet()Ljava/util/Set;
    move-result-object v0
    const/4 v1, 1
    invoke-static {v0, v1}, LMain;->show(Ljava/util/Collection;Z)Ljava/lang/String;
    move-result-object v0
    const-string v1, "odd keys"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {p1}, Ljava/util/Map;->entrySet()Ljava/util/Set;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Set;->iterator()Ljava/util/Iterator;
    move-result-object v3
    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    invoke-interface {p1}, Ljava/util/Map;->clear()V
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    invoke-static {v0}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v0
    const-string v1, "clear, hasNext"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-static {v3}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v0
    const-string v1, "clear, next"
    invoke-static {p0, v1, v0}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method

# addAll: a list added to itself doubles; an empty addAll is still a structural change
# for ArrayList (CME) but not for LinkedList.
.method static addAllCases()V
    .locals 4
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    invoke-static {v0}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    invoke-virtual {v0, v0}, Ljava/util/ArrayList;->addAll(Ljava/util/Collection;)Z
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/ArrayList;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "ArrayList addAll self"
    invoke-static {v3, v1, v2}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/ArrayList;->iterator()Ljava/util/Iterator;
    move-result-object v1
    new-instance v2, Ljava/util/LinkedList;
    invoke-direct {v2}, Ljava/util/LinkedList;-><init>()V
    invoke-virtual {v0, v2}, Ljava/util/ArrayList;->addAll(Ljava/util/Collection;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    invoke-static {v1}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "ArrayList addAll empty"
    invoke-static {v3, v2, v1}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    new-instance v0, Ljava/util/LinkedList;
    invoke-direct {v0}, Ljava/util/LinkedList;-><init>()V
    invoke-static {v0}, LMain;->fill(Ljava/util/Collection;)Ljava/util/Collection;
    invoke-virtual {v0, v0}, Ljava/util/LinkedList;->addAll(Ljava/util/Collection;)Z
    move-result v1
    invoke-static {v1}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0}, Ljava/util/LinkedList;->toString()Ljava/lang/String;
    move-result-object v2
    const-string v3, "LinkedList addAll self"
    invoke-static {v3, v1, v2}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/util/LinkedList;->iterator()Ljava/util/Iterator;
    move-result-object v1
    new-instance v2, Ljava/util/ArrayList;
    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V
    invoke-virtual {v0, v2}, Ljava/util/LinkedList;->addAll(Ljava/util/Collection;)Z
    move-result v2
    invoke-static {v2}, Ljava/lang/String;->valueOf(Z)Ljava/lang/String;
    move-result-object v2
    invoke-static {v1}, LMain;->tryNext(Ljava/util/Iterator;)Ljava/lang/String;
    move-result-object v1
    const-string v3, "LinkedList addAll empty"
    invoke-static {v3, v2, v1}, LMain;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    return-void
.end method
