.class public LMain;
.super Ljava/lang/Object;
.source "Main.java"

# java.util.Vector and Stack as the JDK's: growth by capacityIncrement or doubling
# (capacity() is observable), the legacy element methods, setSize/trimToSize/
# ensureCapacity, elements(), clone/copyInto, equality with other lists, the exception
# types and messages, and Stack's push/pop/peek/empty/search with EmptyStackException.

.method static p(Ljava/lang/Object;)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    return-void
.end method

.method static p(I)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method static p(Z)V
    .locals 1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Z)V
    return-void
.end method

# static void show(Vector v) { p(v + " size=" + v.size() + " capacity=" + v.capacity()); }
.method static show(Ljava/util/Vector;)V
    .locals 2
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, " size="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/Vector;->size()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v1, " capacity="
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {p0}, Ljava/util/Vector;->capacity()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-static {v0}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static i(I)Ljava/lang/Integer;
    .locals 0
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method

.method public static main([Ljava/lang/String;)V
    .locals 8
    # Vector v = new Vector(3, 2); for (i < 6) { v.add(i); show(v); }
    new-instance v0, Ljava/util/Vector;
    const/4 v1, 3
    const/4 v2, 2
    invoke-direct {v0, v1, v2}, Ljava/util/Vector;-><init>(II)V
    const/4 v1, 0
    :grow
    const/4 v2, 6
    if-ge v1, v2, :grown
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/Vector;->add(Ljava/lang/Object;)Z
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    add-int/lit8 v1, v1, 1
    goto :grow
    :grown
    # legacy element methods
    const-string v2, "x"
    invoke-virtual {v0, v2}, Ljava/util/Vector;->addElement(Ljava/lang/Object;)V
    const-string v2, "first"
    const/4 v1, 0
    invoke-virtual {v0, v2, v1}, Ljava/util/Vector;->insertElementAt(Ljava/lang/Object;I)V
    const-string v2, "z"
    const/4 v1, 3
    invoke-virtual {v0, v2, v1}, Ljava/util/Vector;->setElementAt(Ljava/lang/Object;I)V
    const/4 v1, 1
    invoke-virtual {v0, v1}, Ljava/util/Vector;->removeElementAt(I)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    invoke-virtual {v0}, Ljava/util/Vector;->firstElement()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/Vector;->lastElement()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const/4 v1, 2
    invoke-virtual {v0, v1}, Ljava/util/Vector;->elementAt(I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-string v2, "x"
    invoke-virtual {v0, v2}, Ljava/util/Vector;->indexOf(Ljava/lang/Object;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    # v.add(3) again, then indexOf(3, 0), indexOf(3, 4), lastIndexOf(3), lastIndexOf(3, 3)
    const/4 v1, 3
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/util/Vector;->add(Ljava/lang/Object;)Z
    const/4 v1, 0
    invoke-virtual {v0, v3, v1}, Ljava/util/Vector;->indexOf(Ljava/lang/Object;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 4
    invoke-virtual {v0, v3, v1}, Ljava/util/Vector;->indexOf(Ljava/lang/Object;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0, v3}, Ljava/util/Vector;->lastIndexOf(Ljava/lang/Object;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 3
    invoke-virtual {v0, v3, v1}, Ljava/util/Vector;->lastIndexOf(Ljava/lang/Object;I)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v2, 0
    invoke-virtual {v0, v2}, Ljava/util/Vector;->contains(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const-string v2, "z"
    invoke-virtual {v0, v2}, Ljava/util/Vector;->contains(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    # remove(Object), remove(int), removeElement of an absent element
    invoke-virtual {v0, v3}, Ljava/util/Vector;->remove(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v1, 0
    invoke-virtual {v0, v1}, Ljava/util/Vector;->remove(I)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    const-string v2, "absent"
    invoke-virtual {v0, v2}, Ljava/util/Vector;->removeElement(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    # the enumeration, and its end
    invoke-virtual {v0}, Ljava/util/Vector;->elements()Ljava/util/Enumeration;
    move-result-object v4
    new-instance v5, Ljava/lang/StringBuilder;
    const-string v2, "elements:"
    invoke-direct {v5, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    :enum
    invoke-interface {v4}, Ljava/util/Enumeration;->hasMoreElements()Z
    move-result v1
    if-eqz v1, :enum_done
    const/16 v1, 0x20
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    invoke-interface {v4}, Ljava/util/Enumeration;->nextElement()Ljava/lang/Object;
    move-result-object v2
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    goto :enum
    :enum_done
    invoke-static {v5}, LMain;->p(Ljava/lang/Object;)V
    const/16 v1, 9
    invoke-static {v1, v0, v4}, LMain;->ex(ILjava/util/Vector;Ljava/lang/Object;)V
    # setSize up and down, trimToSize, ensureCapacity
    const/16 v1, 9
    invoke-virtual {v0, v1}, Ljava/util/Vector;->setSize(I)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    const/4 v1, 3
    invoke-virtual {v0, v1}, Ljava/util/Vector;->setSize(I)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    invoke-virtual {v0}, Ljava/util/Vector;->trimToSize()V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    const/16 v1, 0x14
    invoke-virtual {v0, v1}, Ljava/util/Vector;->ensureCapacity(I)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    const/4 v1, 5
    invoke-virtual {v0, v1}, Ljava/util/Vector;->ensureCapacity(I)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    # exceptions 0..8
    const/4 v1, 0
    :ex
    const/16 v2, 9
    if-ge v1, v2, :ex_done
    const/4 v2, 0
    invoke-static {v1, v0, v2}, LMain;->ex(ILjava/util/Vector;Ljava/lang/Object;)V
    add-int/lit8 v1, v1, 1
    goto :ex
    :ex_done
    invoke-static {}, LMain;->defaults()V
    invoke-static {}, LMain;->stack()V
    return-void
.end method

# static void ex(int op, Vector v, Object o): one operation that should throw; prints
# the exception (or "no exception").
.method static ex(ILjava/util/Vector;Ljava/lang/Object;)V
    .locals 3
    :try_start
    packed-switch p0, :ops
    goto :none
    :op0
    const/16 v0, 0xa
    invoke-virtual {p1, v0}, Ljava/util/Vector;->get(I)Ljava/lang/Object;
    goto :none
    :op1
    const/16 v0, 0xa
    invoke-virtual {p1, v0}, Ljava/util/Vector;->elementAt(I)Ljava/lang/Object;
    goto :none
    :op2
    const/16 v0, 0x63
    invoke-virtual {p1, p2, v0}, Ljava/util/Vector;->insertElementAt(Ljava/lang/Object;I)V
    goto :none
    :op3
    const/16 v0, 0x63
    invoke-virtual {p1, v0}, Ljava/util/Vector;->removeElementAt(I)V
    goto :none
    :op4
    const/4 v0, -1
    invoke-virtual {p1, v0}, Ljava/util/Vector;->removeElementAt(I)V
    goto :none
    :op5
    const/16 v0, 0x32
    invoke-virtual {p1, p2, v0}, Ljava/util/Vector;->lastIndexOf(Ljava/lang/Object;I)I
    goto :none
    :op6
    new-instance v0, Ljava/util/Vector;
    invoke-direct {v0}, Ljava/util/Vector;-><init>()V
    invoke-virtual {v0}, Ljava/util/Vector;->firstElement()Ljava/lang/Object;
    goto :none
    :op7
    new-instance v0, Ljava/util/Vector;
    const/4 v1, -1
    invoke-direct {v0, v1}, Ljava/util/Vector;-><init>(I)V
    goto :none
    :op8
    const/16 v0, 0xa
    invoke-virtual {p1, v0, p2}, Ljava/util/Vector;->set(ILjava/lang/Object;)Ljava/lang/Object;
    goto :none
    :op9
    check-cast p2, Ljava/util/Enumeration;
    invoke-interface {p2}, Ljava/util/Enumeration;->nextElement()Ljava/lang/Object;
    :none
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :caught
    const-string v0, "no exception"
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
        :op6
        :op7
        :op8
        :op9
    .end packed-switch
.end method

# Default capacity 10 doubling; Vector(Collection); equals/hashCode against ArrayList;
# clone is independent; copyInto.
.method static defaults()V
    .locals 6
    new-instance v0, Ljava/util/Vector;
    invoke-direct {v0}, Ljava/util/Vector;-><init>()V
    const/4 v1, 0
    :fill
    const/16 v2, 0xb
    if-ge v1, v2, :filled
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/Vector;->add(Ljava/lang/Object;)Z
    add-int/lit8 v1, v1, 1
    goto :fill
    :filled
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    new-instance v3, Ljava/util/ArrayList;
    invoke-direct {v3, v0}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V
    new-instance v4, Ljava/util/Vector;
    invoke-direct {v4, v3}, Ljava/util/Vector;-><init>(Ljava/util/Collection;)V
    invoke-static {v4}, LMain;->show(Ljava/util/Vector;)V
    invoke-virtual {v0, v3}, Ljava/util/Vector;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v3, v0}, Ljava/util/ArrayList;->equals(Ljava/lang/Object;)Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    invoke-virtual {v0}, Ljava/util/Vector;->hashCode()I
    move-result v1
    invoke-virtual {v3}, Ljava/util/ArrayList;->hashCode()I
    move-result v2
    sub-int/2addr v1, v2
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Vector;->clone()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/util/Vector;
    const/4 v1, 0
    invoke-virtual {v4, v1}, Ljava/util/Vector;->remove(I)Ljava/lang/Object;
    invoke-static {v4}, LMain;->show(Ljava/util/Vector;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    const/16 v1, 0xc
    new-array v5, v1, [Ljava/lang/Object;
    const-string v1, "end"
    const/16 v2, 0xb
    aput-object v1, v5, v2
    invoke-virtual {v4, v5}, Ljava/util/Vector;->copyInto([Ljava/lang/Object;)V
    invoke-static {v5}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1}, LMain;->p(Ljava/lang/Object;)V
    return-void
.end method

.method static stack()V
    .locals 5
    new-instance v0, Ljava/util/Stack;
    invoke-direct {v0}, Ljava/util/Stack;-><init>()V
    invoke-virtual {v0}, Ljava/util/Stack;->empty()Z
    move-result v1
    invoke-static {v1}, LMain;->p(Z)V
    const/4 v1, 1
    :push
    const/4 v2, 5
    if-gt v1, v2, :pushed
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/Stack;->push(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    add-int/lit8 v1, v1, 1
    goto :push
    :pushed
    const-string v2, "one"
    const/4 v1, 0
    invoke-virtual {v0, v1, v2}, Ljava/util/Stack;->add(ILjava/lang/Object;)V
    invoke-static {v0}, LMain;->show(Ljava/util/Vector;)V
    invoke-virtual {v0}, Ljava/util/Stack;->peek()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    invoke-virtual {v0}, Ljava/util/Stack;->pop()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    # search: 1-based distance from the top; -1 when absent
    const/4 v1, 4
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/Stack;->search(Ljava/lang/Object;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const-string v2, "one"
    invoke-virtual {v0, v2}, Ljava/util/Stack;->search(Ljava/lang/Object;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    const/4 v1, 5
    invoke-static {v1}, LMain;->i(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/util/Stack;->search(Ljava/lang/Object;)I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    invoke-virtual {v0}, Ljava/util/Stack;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    :drain
    invoke-virtual {v0}, Ljava/util/Stack;->empty()Z
    move-result v1
    if-nez v1, :drained
    invoke-virtual {v0}, Ljava/util/Stack;->pop()Ljava/lang/Object;
    move-result-object v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    goto :drain
    :drained
    const/4 v1, 0
    :empty
    :try_start
    if-nez v1, :peek
    invoke-virtual {v0}, Ljava/util/Stack;->pop()Ljava/lang/Object;
    goto :none
    :peek
    invoke-virtual {v0}, Ljava/util/Stack;->peek()Ljava/lang/Object;
    :none
    :try_end
    .catch Ljava/util/EmptyStackException; {:try_start .. :try_end} :caught
    const-string v2, "no exception"
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    return-void
    :caught
    move-exception v2
    invoke-static {v2}, LMain;->p(Ljava/lang/Object;)V
    if-nez v1, :done
    const/4 v1, 1
    goto :empty
    :done
    invoke-virtual {v0}, Ljava/util/Stack;->size()I
    move-result v1
    invoke-static {v1}, LMain;->p(I)V
    return-void
.end method
