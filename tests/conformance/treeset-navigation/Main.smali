.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.TreeSet as the JDK's: sorted unique elements, navigation, head/tail/sub set
# views (live, range-checked), poll, descendingIterator, Iterator.remove and fail-fast
# iteration, comparator order, the copy constructors and clone, set equality with a
# HashSet, bulk removeAll/retainAll/containsAll, and the exceptions for null,
# non-Comparable elements and empty sets.

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static show(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ": "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static showZ(Ljava/lang/String;Z)V
    .locals 0
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object p1
    invoke-static {p0, p1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# navigate(s, e): "e: floor f ceiling c higher h lower l"
.method static navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, ": floor "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, p1}, Ljava/util/NavigableSet;->floor(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " ceiling "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, p1}, Ljava/util/NavigableSet;->ceiling(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " higher "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, p1}, Ljava/util/NavigableSet;->higher(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " lower "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p0, p1}, Ljava/util/NavigableSet;->lower(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

# descending(label, s): label + the descendingIterator's order
.method static descending(Ljava/lang/String;Ljava/util/NavigableSet;)V
    .locals 3
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v1, ":"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-interface {p1}, Ljava/util/NavigableSet;->descendingIterator()Ljava/util/Iterator;
    move-result-object v1
    :loop
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v2
    if-eqz v2, :done
    const/16 v2, 0x20
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :loop
    :done
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 8
    new-instance v0, Ljava/util/TreeSet;
    invoke-direct {v0}, Ljava/util/TreeSet;-><init>()V
    const/4 v1, 7
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0
    const-string v3, "pear"
    aput-object v3, v1, v2
    const/4 v2, 1
    const-string v3, "apple"
    aput-object v3, v1, v2
    const/4 v2, 2
    const-string v3, "fig"
    aput-object v3, v1, v2
    const/4 v2, 3
    const-string v3, "banana"
    aput-object v3, v1, v2
    const/4 v2, 4
    const-string v3, "cherry"
    aput-object v3, v1, v2
    const/4 v2, 5
    const-string v3, "date"
    aput-object v3, v1, v2
    const/4 v2, 6
    const-string v3, "apple"
    aput-object v3, v1, v2
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v2, "add"
    invoke-direct {v4, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    array-length v5, v1
    const/4 v2, 0
    :add
    if-ge v2, v5, :added
    aget-object v3, v1, v2
    invoke-virtual {v0, v3}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    move-result v3
    const/16 v6, 0x20
    invoke-virtual {v4, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    add-int/lit8 v2, v2, 1
    goto :add
    :added
    invoke-static {v4}, LMain;->p(Ljava/lang/Object;)V
    const-string v2, "set"
    invoke-static {v2, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeSet;->size()I
    move-result v2
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    const-string v3, "size"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeSet;->first()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "first"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeSet;->last()Ljava/lang/Object;
    move-result-object v2
    const-string v3, "last"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "a"
    invoke-static {v0, v2}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    const-string v2, "c"
    invoke-static {v0, v2}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    const-string v2, "date"
    invoke-static {v0, v2}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    const-string v2, "zz"
    invoke-static {v0, v2}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    const-string v2, "fig"
    invoke-virtual {v0, v2}, Ljava/util/TreeSet;->contains(Ljava/lang/Object;)Z
    move-result v2
    const-string v3, "contains fig"
    invoke-static {v3, v2}, LMain;->showZ(Ljava/lang/String;Z)V
    const-string v2, "grape"
    invoke-virtual {v0, v2}, Ljava/util/TreeSet;->remove(Ljava/lang/Object;)Z
    move-result v2
    const-string v3, "remove grape"
    invoke-static {v3, v2}, LMain;->showZ(Ljava/lang/String;Z)V
    const-string v2, "pear"
    invoke-virtual {v0, v2}, Ljava/util/TreeSet;->remove(Ljava/lang/Object;)Z
    move-result v2
    const-string v3, "remove pear"
    invoke-static {v3, v2}, LMain;->showZ(Ljava/lang/String;Z)V
    const-string v2, "descending"
    invoke-static {v2, v0}, LMain;->descending(Ljava/lang/String;Ljava/util/NavigableSet;)V

    # views
    const-string v6, "date"
    invoke-virtual {v0, v6}, Ljava/util/TreeSet;->headSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    move-result-object v2
    const-string v3, "headSet(date)"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v6}, Ljava/util/TreeSet;->tailSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    move-result-object v2
    const-string v3, "tailSet(date)"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v7, 1
    invoke-virtual {v0, v6, v7}, Ljava/util/TreeSet;->headSet(Ljava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v2
    const-string v3, "headSet(date, true)"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v4, "b"
    const-string v5, "e"
    invoke-virtual {v0, v4, v5}, Ljava/util/TreeSet;->subSet(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedSet;
    move-result-object v2
    const-string v3, "subSet(b, e)"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v4, "apple"
    const-string v5, "fig"
    const/4 v6, 0
    invoke-virtual {v0, v4, v6, v5, v7}, Ljava/util/TreeSet;->subSet(Ljava/lang/Object;ZLjava/lang/Object;Z)Ljava/util/NavigableSet;
    move-result-object v2
    const-string v3, "subSet(apple, false, fig, true)"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "its descending"
    invoke-static {v3, v2}, LMain;->descending(Ljava/lang/String;Ljava/util/NavigableSet;)V
    const-string v3, "c"
    invoke-static {v2, v3}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    const-string v3, "zebra"
    invoke-static {v2, v3}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    const-string v3, "coconut"
    invoke-interface {v2, v3}, Ljava/util/NavigableSet;->add(Ljava/lang/Object;)Z
    const-string v3, "apple"
    invoke-interface {v2, v3}, Ljava/util/NavigableSet;->remove(Ljava/lang/Object;)Z
    move-result v3
    const-string v4, "view remove apple"
    invoke-static {v4, v3}, LMain;->showZ(Ljava/lang/String;Z)V
    invoke-interface {v2}, Ljava/util/NavigableSet;->pollFirst()Ljava/lang/Object;
    move-result-object v3
    const-string v4, "view pollFirst"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-interface {v2}, Ljava/util/NavigableSet;->size()I
    move-result v3
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    const-string v4, "view size"
    invoke-static {v4, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "set after view writes"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v3, "zebra"
    :try_start
    invoke-interface {v2, v3}, Ljava/util/NavigableSet;->add(Ljava/lang/Object;)Z
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :range
    goto :range_done
    :range
    move-exception v3
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    :range_done
    invoke-static {v0}, LMain;->iteration(Ljava/util/TreeSet;)V
    invoke-static {}, LMain;->others()V
    const/4 v3, 0
    :errors
    const/4 v4, 6
    if-ge v3, v4, :errors_done
    invoke-static {v3}, LMain;->bad(I)V
    add-int/lit8 v3, v3, 1
    goto :errors
    :errors_done
    return-void
.end method

# Iterator.remove, poll, CME on add during iteration.
.method static iteration(Ljava/util/TreeSet;)V
    .locals 4
    const-string v0, "grape"
    invoke-virtual {p0, v0}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    const-string v0, "kiwi"
    invoke-virtual {p0, v0}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    invoke-virtual {p0}, Ljava/util/TreeSet;->iterator()Ljava/util/Iterator;
    move-result-object v0
    :loop
    invoke-interface {v0}, Ljava/util/Iterator;->hasNext()Z
    move-result v1
    if-eqz v1, :done
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->length()I
    move-result v1
    const/4 v2, 5
    if-ge v1, v2, :loop
    invoke-interface {v0}, Ljava/util/Iterator;->remove()V
    goto :loop
    :done
    const-string v1, "without short words"
    invoke-static {v1, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeSet;->iterator()Ljava/util/Iterator;
    move-result-object v0
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    const-string v1, "lime"
    invoke-virtual {p0, v1}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    :try_start
    invoke-interface {v0}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    :try_end
    .catch Ljava/util/ConcurrentModificationException; {:try_start .. :try_end} :cme
    const-string v1, "no CME"
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    goto :polls
    :cme
    move-exception v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    :polls
    invoke-virtual {p0}, Ljava/util/TreeSet;->pollFirst()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "pollFirst"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {p0}, Ljava/util/TreeSet;->pollLast()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "pollLast"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v2, "left"
    invoke-static {v2, p0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

# Comparator order, the copy constructors, clone, equality with a HashSet, bulk ops.
.method static others()V
    .locals 7
    new-instance v0, Ljava/util/TreeSet;
    new-instance v1, LRev;
    invoke-direct {v1}, LRev;-><init>()V
    invoke-direct {v0, v1}, Ljava/util/TreeSet;-><init>(Ljava/util/Comparator;)V
    new-instance v2, Ljava/util/ArrayList;
    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V
    const/4 v3, 0
    :fill
    const/16 v4, 0xc
    if-ge v3, v4, :filled
    mul-int/lit8 v4, v3, 0x5
    rem-int/lit8 v4, v4, 0x8
    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v4
    invoke-virtual {v2, v4}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    add-int/lit8 v3, v3, 1
    goto :fill
    :filled
    const-string v3, "list"
    invoke-static {v3, v2}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0, v2}, Ljava/util/TreeSet;->addAll(Ljava/util/Collection;)Z
    const-string v3, "reversed"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const/4 v3, 4
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-static {v0, v3}, LMain;->navigate(Ljava/util/NavigableSet;Ljava/lang/Object;)V
    invoke-virtual {v0, v3}, Ljava/util/TreeSet;->headSet(Ljava/lang/Object;)Ljava/util/SortedSet;
    move-result-object v4
    const-string v5, "reversed headSet(4)"
    invoke-static {v5, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v4, Ljava/util/TreeSet;
    invoke-direct {v4, v2}, Ljava/util/TreeSet;-><init>(Ljava/util/Collection;)V
    const-string v5, "TreeSet(list)"
    invoke-static {v5, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v4, Ljava/util/TreeSet;
    invoke-direct {v4, v0}, Ljava/util/TreeSet;-><init>(Ljava/util/SortedSet;)V
    const/16 v5, 0x9
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v5
    invoke-virtual {v4, v5}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    const-string v5, "TreeSet(reversed) + 9"
    invoke-static {v5, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v4}, Ljava/util/TreeSet;->comparator()Ljava/util/Comparator;
    move-result-object v5
    if-ne v5, v1, :clone
    const-string v5, "same comparator"
    invoke-static {v5}, LMain;->p(Ljava/lang/Object;)V
    :clone
    invoke-virtual {v4}, Ljava/util/TreeSet;->clone()Ljava/lang/Object;
    move-result-object v5
    check-cast v5, Ljava/util/TreeSet;
    invoke-virtual {v5}, Ljava/util/TreeSet;->pollFirst()Ljava/lang/Object;
    const-string v6, "clone polled"
    invoke-static {v6, v5}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    const-string v6, "original"
    invoke-static {v6, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v5, Ljava/util/HashSet;
    invoke-direct {v5, v0}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v0, v5}, Ljava/util/TreeSet;->equals(Ljava/lang/Object;)Z
    move-result v6
    const-string v3, "equals HashSet"
    invoke-static {v3, v6}, LMain;->showZ(Ljava/lang/String;Z)V
    invoke-virtual {v5, v0}, Ljava/util/HashSet;->equals(Ljava/lang/Object;)Z
    move-result v6
    const-string v3, "HashSet equals"
    invoke-static {v3, v6}, LMain;->showZ(Ljava/lang/String;Z)V
    invoke-virtual {v0}, Ljava/util/TreeSet;->hashCode()I
    move-result v6
    invoke-virtual {v5}, Ljava/util/HashSet;->hashCode()I
    move-result v3
    if-ne v6, v3, :hash_differs
    const-string v3, "same hashCode"
    invoke-static {v3}, LMain;->p(Ljava/lang/Object;)V
    :hash_differs
    invoke-virtual {v0, v4}, Ljava/util/TreeSet;->equals(Ljava/lang/Object;)Z
    move-result v6
    const-string v3, "equals the +9 copy"
    invoke-static {v3, v6}, LMain;->showZ(Ljava/lang/String;Z)V
    invoke-virtual {v4, v0}, Ljava/util/TreeSet;->containsAll(Ljava/util/Collection;)Z
    move-result v6
    const-string v3, "copy containsAll"
    invoke-static {v3, v6}, LMain;->showZ(Ljava/lang/String;Z)V
    invoke-virtual {v4, v2}, Ljava/util/TreeSet;->removeAll(Ljava/util/Collection;)Z
    move-result v6
    const-string v3, "copy removeAll list"
    invoke-static {v3, v6}, LMain;->showZ(Ljava/lang/String;Z)V
    const-string v3, "copy now"
    invoke-static {v3, v4}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    new-instance v2, Ljava/util/ArrayList;
    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V
    const/4 v3, 3
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    const/4 v3, 6
    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v2, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-virtual {v0, v2}, Ljava/util/TreeSet;->retainAll(Ljava/util/Collection;)Z
    move-result v6
    const-string v3, "retainAll [3, 6]"
    invoke-static {v3, v6}, LMain;->showZ(Ljava/lang/String;Z)V
    const-string v3, "reversed now"
    invoke-static {v3, v0}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/TreeSet;->toArray()[Ljava/lang/Object;
    move-result-object v3
    invoke-static {v3}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    const-string v6, "toArray"
    invoke-static {v6, v3}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    return-void
.end method

.method static bad(I)V
    .locals 3
    new-instance v0, Ljava/util/TreeSet;
    invoke-direct {v0}, Ljava/util/TreeSet;-><init>()V
    const/4 v1, 0
    :try_start
    packed-switch p0, :ops
    :op0
    invoke-virtual {v0, v1}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    goto :none
    :op1
    new-instance v1, Ljava/lang/Object;
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    invoke-virtual {v0, v1}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    goto :none
    :op2
    invoke-virtual {v0}, Ljava/util/TreeSet;->first()Ljava/lang/Object;
    goto :none
    :op3
    invoke-virtual {v0}, Ljava/util/TreeSet;->pollLast()Ljava/lang/Object;
    move-result-object v1
    const-string v2, "pollLast of an empty set"
    invoke-static {v2, v1}, LMain;->show(Ljava/lang/String;Ljava/lang/Object;)V
    goto :none
    :op4
    const-string v1, "x"
    invoke-virtual {v0, v1}, Ljava/util/TreeSet;->add(Ljava/lang/Object;)Z
    invoke-virtual {v0}, Ljava/util/TreeSet;->iterator()Ljava/util/Iterator;
    move-result-object v1
    invoke-interface {v1}, Ljava/util/Iterator;->remove()V
    goto :none
    :op5
    const-string v1, "z"
    const-string v2, "a"
    invoke-virtual {v0, v1, v2}, Ljava/util/TreeSet;->subSet(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/SortedSet;
    :none
    :try_end
    .catch Ljava/lang/NullPointerException; {:try_start .. :try_end} :npe
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    const-string v0, "no exception"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :npe
    const-string v0, "java.lang.NullPointerException"
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v0
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :ops
    .packed-switch 0x0
        :op0
        :op1
        :op2
        :op3
        :op4
        :op5
    .end packed-switch
.end method
