.class public Ljava/lang/Throwable;
.super Ljava/lang/Object;
.source "Throwable.java"
.implements Ljava/io/Serializable;

# Stack traces as Dalvik keeps them: fillInStackTrace (native, vm/src/interp/trace.rs)
# records the frames as a compact int[] of (method, dex pc) pairs in stackState;
# getStackTrace decodes them into StackTraceElements once (stackTrace). Printing is the
# JDK's algorithm, and the VM's uncaught-exception report is printStackTrace() too.

.field private detailMessage:Ljava/lang/String;
.field private cause:Ljava/lang/Throwable;
.field private stackState:Ljava/lang/Object;
.field private stackTrace:[Ljava/lang/StackTraceElement;
.field private suppressed:Ljava/util/ArrayList;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    iput-object p2, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public constructor <init>(Ljava/lang/Throwable;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-eqz p1, :nomsg
    invoke-virtual {p1}, Ljava/lang/Throwable;->toString()Ljava/lang/String;
    move-result-object v0
    iput-object v0, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    :nomsg
    invoke-virtual {p0}, Ljava/lang/Throwable;->fillInStackTrace()Ljava/lang/Throwable;
    return-void
.end method

.method public getMessage()Ljava/lang/String;
    .registers 2
    iget-object v0, p0, Ljava/lang/Throwable;->detailMessage:Ljava/lang/String;
    return-object v0
.end method

.method public getLocalizedMessage()Ljava/lang/String;
    .registers 2
    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public getCause()Ljava/lang/Throwable;
    .registers 2
    iget-object v0, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-ne v0, p0, :ok
    const/4 v0, 0
    :ok
    return-object v0
.end method

.method public initCause(Ljava/lang/Throwable;)Ljava/lang/Throwable;
    .registers 3
    iget-object v0, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    if-nez v0, :already
    if-eq p1, p0, :self
    iput-object p1, p0, Ljava/lang/Throwable;->cause:Ljava/lang/Throwable;
    return-object p0
    :already
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "Can't overwrite cause"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
    :self
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Self-causation not permitted"
    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

.method public toString()Ljava/lang/String;
    .registers 4
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p0}, Ljava/lang/Throwable;->getLocalizedMessage()Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :plain
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v0, ": "
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    :plain
    return-object v0
.end method

.method public native fillInStackTrace()Ljava/lang/Throwable;
.end method

.method private native decodeStackTrace()[Ljava/lang/StackTraceElement;
.end method

.method private synchronized getOurStackTrace()[Ljava/lang/StackTraceElement;
    .locals 1
    iget-object v0, p0, Ljava/lang/Throwable;->stackTrace:[Ljava/lang/StackTraceElement;
    if-nez v0, :have
    invoke-direct {p0}, Ljava/lang/Throwable;->decodeStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    iput-object v0, p0, Ljava/lang/Throwable;->stackTrace:[Ljava/lang/StackTraceElement;
    :have
    return-object v0
.end method

.method public getStackTrace()[Ljava/lang/StackTraceElement;
    .locals 1
    invoke-direct {p0}, Ljava/lang/Throwable;->getOurStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/StackTraceElement;
    return-object v0
.end method

# JDK: a defensive copy; NullPointerException for a null array or element.
.method public setStackTrace([Ljava/lang/StackTraceElement;)V
    .locals 5
    invoke-virtual {p1}, Ljava/lang/Object;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Ljava/lang/StackTraceElement;
    array-length v1, v0
    const/4 v2, 0
    :loop
    if-ge v2, v1, :done
    aget-object v3, v0, v2
    if-nez v3, :next
    new-instance v3, Ljava/lang/StringBuilder;
    const-string v4, "stackTrace["
    invoke-direct {v3, v4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v4, "]"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    new-instance v3, Ljava/lang/NullPointerException;
    invoke-direct {v3, v4}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v3
    :next
    add-int/lit8 v2, v2, 1
    goto :loop
    :done
    iput-object v0, p0, Ljava/lang/Throwable;->stackTrace:[Ljava/lang/StackTraceElement;
    return-void
.end method

.method public final synchronized addSuppressed(Ljava/lang/Throwable;)V
    .locals 2
    if-ne p1, p0, :not_self
    new-instance v0, Ljava/lang/IllegalArgumentException;
    const-string v1, "Self-suppression not permitted"
    invoke-direct {v0, v1, p1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    throw v0
    :not_self
    if-nez p1, :not_null
    new-instance v0, Ljava/lang/NullPointerException;
    const-string v1, "Cannot suppress a null exception."
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :not_null
    iget-object v0, p0, Ljava/lang/Throwable;->suppressed:Ljava/util/ArrayList;
    if-nez v0, :have
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    iput-object v0, p0, Ljava/lang/Throwable;->suppressed:Ljava/util/ArrayList;
    :have
    invoke-virtual {v0, p1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    return-void
.end method

.method public final synchronized getSuppressed()[Ljava/lang/Throwable;
    .locals 5
    iget-object v0, p0, Ljava/lang/Throwable;->suppressed:Ljava/util/ArrayList;
    const/4 v1, 0
    if-eqz v0, :size_known
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    :size_known
    new-array v2, v1, [Ljava/lang/Throwable;
    const/4 v3, 0
    :loop
    if-ge v3, v1, :done
    invoke-virtual {v0, v3}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/lang/Throwable;
    aput-object v4, v2, v3
    add-int/lit8 v3, v3, 1
    goto :loop
    :done
    return-object v2
.end method

.method public printStackTrace()V
    .locals 1
    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    invoke-virtual {p0, v0}, Ljava/lang/Throwable;->printStackTrace(Ljava/io/PrintStream;)V
    return-void
.end method

# The JDK's format: this, "\tat " + each frame, then each suppressed exception
# ("\tSuppressed: ", one tab deeper) and the cause ("Caused by: ") with the frames they
# share with the enclosing trace folded into "... N more"; a throwable met again
# prints as "[CIRCULAR REFERENCE: ...]".
.method public printStackTrace(Ljava/io/PrintStream;)V
    .locals 14
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    invoke-virtual {v0, p0}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-virtual {p1, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-direct {p0}, Ljava/lang/Throwable;->getOurStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0
    :frames
    if-ge v3, v2, :frames_done
    aget-object v4, v1, v3
    new-instance v5, Ljava/lang/StringBuilder;
    const-string v6, "\tat "
    invoke-direct {v5, v6}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p1, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v3, v3, 1
    goto :frames
    :frames_done
    invoke-virtual {p0}, Ljava/lang/Throwable;->getSuppressed()[Ljava/lang/Throwable;
    move-result-object v2
    array-length v3, v2
    const/4 v4, 0
    :supp
    if-ge v4, v3, :supp_done
    aget-object v8, v2, v4
    move-object v9, p1
    move-object v10, v1
    const-string v11, "Suppressed: "
    const-string v12, "\t"
    move-object v13, v0
    invoke-direct/range {v8 .. v13}, Ljava/lang/Throwable;->printEnclosedStackTrace(Ljava/io/PrintStream;[Ljava/lang/StackTraceElement;Ljava/lang/String;Ljava/lang/String;Ljava/util/ArrayList;)V
    add-int/lit8 v4, v4, 1
    goto :supp
    :supp_done
    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v8
    if-eqz v8, :end
    move-object v9, p1
    move-object v10, v1
    const-string v11, "Caused by: "
    const-string v12, ""
    move-object v13, v0
    invoke-direct/range {v8 .. v13}, Ljava/lang/Throwable;->printEnclosedStackTrace(Ljava/io/PrintStream;[Ljava/lang/StackTraceElement;Ljava/lang/String;Ljava/lang/String;Ljava/util/ArrayList;)V
    :end
    return-void
.end method

.method private printEnclosedStackTrace(Ljava/io/PrintStream;[Ljava/lang/StackTraceElement;Ljava/lang/String;Ljava/lang/String;Ljava/util/ArrayList;)V
    .locals 10
    invoke-virtual {p5}, Ljava/util/ArrayList;->size()I
    move-result v0
    const/4 v1, 0
    :seen
    if-ge v1, v0, :fresh
    invoke-virtual {p5, v1}, Ljava/util/ArrayList;->get(I)Ljava/lang/Object;
    move-result-object v2
    if-eq v2, p0, :circular
    add-int/lit8 v1, v1, 1
    goto :seen
    :circular
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0, p4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v1, "[CIRCULAR REFERENCE: "
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v1, "]"
    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {p1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
    :fresh
    invoke-virtual {p5, p0}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    invoke-direct {p0}, Ljava/lang/Throwable;->getOurStackTrace()[Ljava/lang/StackTraceElement;
    move-result-object v0
    array-length v1, v0
    add-int/lit8 v1, v1, -1
    array-length v2, p2
    add-int/lit8 v2, v2, -1
    :cmp
    if-ltz v1, :cmp_done
    if-ltz v2, :cmp_done
    aget-object v3, v0, v1
    aget-object v4, p2, v2
    invoke-virtual {v3, v4}, Ljava/lang/StackTraceElement;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-eqz v3, :cmp_done
    add-int/lit8 v1, v1, -1
    add-int/lit8 v2, v2, -1
    goto :cmp
    :cmp_done
    array-length v2, v0
    add-int/lit8 v2, v2, -1
    sub-int/2addr v2, v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3, p4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v3, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {p1, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v3, 0
    :frames
    if-gt v3, v1, :frames_done
    aget-object v4, v0, v3
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5, p4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v6, "\tat "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p1, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v3, v3, 1
    goto :frames
    :frames_done
    if-eqz v2, :no_common
    new-instance v5, Ljava/lang/StringBuilder;
    invoke-direct {v5, p4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v6, "\t... "
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v6, " more"
    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v5
    invoke-virtual {p1, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    :no_common
    invoke-virtual {p0}, Ljava/lang/Throwable;->getSuppressed()[Ljava/lang/Throwable;
    move-result-object v1
    array-length v2, v1
    const/4 v3, 0
    :supp
    if-ge v3, v2, :supp_done
    aget-object v4, v1, v3
    move-object v5, p1
    move-object v6, v0
    const-string v7, "Suppressed: "
    new-instance v8, Ljava/lang/StringBuilder;
    invoke-direct {v8, p4}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    const-string v9, "\t"
    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v8
    move-object v9, p5
    invoke-direct/range {v4 .. v9}, Ljava/lang/Throwable;->printEnclosedStackTrace(Ljava/io/PrintStream;[Ljava/lang/StackTraceElement;Ljava/lang/String;Ljava/lang/String;Ljava/util/ArrayList;)V
    add-int/lit8 v3, v3, 1
    goto :supp
    :supp_done
    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v4
    if-eqz v4, :end
    move-object v5, p1
    move-object v6, v0
    const-string v7, "Caused by: "
    move-object v8, p4
    move-object v9, p5
    invoke-direct/range {v4 .. v9}, Ljava/lang/Throwable;->printEnclosedStackTrace(Ljava/io/PrintStream;[Ljava/lang/StackTraceElement;Ljava/lang/String;Ljava/lang/String;Ljava/util/ArrayList;)V
    :end
    return-void
.end method
